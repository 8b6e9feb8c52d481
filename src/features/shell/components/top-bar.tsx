import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';

const SignedInNav = lazy(() => import('./signed-in-nav').then((module) => ({ default: module.SignedInNav })));

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

/** Signed-out visitors see only the logo, linking to the login screen. */
export function TopBar() {
  const session = useSession();
  const signedIn = session.status === 'signed-in' && session.userState !== null;
  return (
    <AppBar position="sticky" color="primary" elevation={1} component="header">
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 0.5, minHeight: { xs: 56 } }}>
        <Logo to={signedIn ? paths.dashboard : paths.login} />
        {signedIn ? (
          <Suspense fallback={null}>
            <SignedInNav />
          </Suspense>
        ) : null}
      </Toolbar>
    </AppBar>
  );
}
