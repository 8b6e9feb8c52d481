import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import { paths } from '@/config/paths';
import { CommandPaletteLauncher } from '@/features/command-palette';
import { useUserState } from '@/lib/auth/use-session';
import { useCompactWidth } from '@/lib/use-compact-width';
import { buildNavigation } from '../model/navigation';
import { NavGroupMenu } from './nav-group-menu';
import { UserMenu } from './user-menu';

/** The running timer's button (issue 16): its own chunk, so the first load stays within budget. */
const RunningTimerIndicator = lazy(() => import('@/features/timesheet').then((module) => ({ default: module.RunningTimerIndicator })));

/** The menus of a signed-in user; loaded only once someone signs in. */
export function SignedInNav() {
  const user = useUserState();
  const compact = useCompactWidth();
  // Menus are rebuilt whenever the user state changes.
  const navigation = buildNavigation(user);
  return (
    <>
      {compact ? null : (
        <>
          <IconButton component={RouterLink} to={paths.dashboard} color="inherit" aria-label="Dashboard" title="Dashboard">
            <DashboardOutlined />
          </IconButton>
          {navigation.links.map((link) => (
            <Button key={link.id} component={RouterLink} to={link.route} color="inherit" data-tour={link.id}>
              {link.text}
            </Button>
          ))}
          {navigation.groups.map((group) => (
            <NavGroupMenu key={group.id} group={group} />
          ))}
        </>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <CommandPaletteLauncher navigation={navigation} compact={compact} />
      <Suspense fallback={null}>
        <RunningTimerIndicator />
      </Suspense>
      {compact ? (
        <IconButton component={RouterLink} to={paths.mobileNav} color="inherit" aria-label="Open navigation">
          <MenuIcon />
        </IconButton>
      ) : null}
      <UserMenu />
    </>
  );
}
