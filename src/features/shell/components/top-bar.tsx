import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';
import { useCompactWidth } from '@/lib/use-compact-width';
import { buildNavigation } from '../model/navigation';
import { NavGroupMenu } from './nav-group-menu';
import { UserMenu } from './user-menu';

function Logo({ to }: { to: string }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={`${env.productName} home`}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 2 }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 30, height: 30 }} />
      <Box component="span" sx={{ fontWeight: 700, fontSize: 19, letterSpacing: 0.3 }}>
        {env.productName}
      </Box>
    </Box>
  );
}

export function TopBar() {
  const session = useSession();
  const compact = useCompactWidth();
  const signedIn = session.status === 'signed-in' && session.userState !== null;
  // Menus are rebuilt whenever the user state changes, and only when authenticated.
  const navigation = buildNavigation(signedIn ? session.userState : null);

  return (
    <AppBar position="sticky" color="primary" elevation={1} component="header">
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 0.5, minHeight: { xs: 56 } }}>
        <Logo to={signedIn ? paths.dashboard : paths.login} />
        {signedIn && !compact ? (
          <>
            <Tooltip title="Dashboard">
              <IconButton component={RouterLink} to={paths.dashboard} color="inherit" aria-label="Dashboard">
                <DashboardOutlined />
              </IconButton>
            </Tooltip>
            {navigation.links.map((link) => (
              <Button key={link.id} component={RouterLink} to={link.route} color="inherit" data-tour={link.id}>
                {link.text}
              </Button>
            ))}
            {navigation.groups.map((group) => (
              <NavGroupMenu key={group.id} group={group} />
            ))}
          </>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        {signedIn && compact ? (
          <IconButton component={RouterLink} to={paths.mobileNav} color="inherit" aria-label="Open navigation">
            <MenuIcon />
          </IconButton>
        ) : null}
        {signedIn ? <UserMenu /> : null}
      </Toolbar>
    </AppBar>
  );
}
