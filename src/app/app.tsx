import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { startCrossTabSync } from '@/lib/auth/cross-tab';
import { onSignOut } from '@/lib/auth/sign-out';
import { rememberUserForOffline } from '@/lib/auth/offline-user';
import { createQueryClient } from '@/lib/query-client';
import { createAppEmotionCache } from '@/lib/emotion-media-sheets';
import { ErrorScreen } from '@/features/shell';
import { dismissStaticLoginFrame } from '@/features/account/components/static-login-dismiss';
import { NO_RESPONSE_MESSAGE } from '@/lib/api-client/error-catalogue';
import type { RestoreOutcome } from '@/lib/auth/restore-session';
import { installGlobalErrorHandlers } from './global-error-handlers';
import { createAppRouter } from './router';
import { theme } from './theme';

/** MUI's styles, with `@media` rules in sheets of their own (a new one then restyles only what it names). */
const emotionCache = createAppEmotionCache();

export interface AppProps {
  restored: RestoreOutcome;
}

export function App({ restored }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);

  useEffect(() => startCrossTabSync(), []);
  useEffect(() => rememberUserForOffline(), []);
  useEffect(() => onSignOut(() => queryClient.clear()), [queryClient]);
  useEffect(() => installGlobalErrorHandlers((to, options) => void router.navigate(to, options)), [router]);
  // The login page takes over from index.html's static login frame. The app removes it instead when
  // the login page will not show: a restored session (a refresh token stored after the frame's
  // check), no answer from the server, or a route that fails to load (the login page's chunk, say).
  useEffect(() => {
    const dismissUnlessLoggingIn = (state: typeof router.state) => {
      if (restored !== 'signed-out' || state.errors) dismissStaticLoginFrame();
    };
    dismissUnlessLoggingIn(router.state);
    return router.subscribe(dismissUnlessLoggingIn);
  }, [router, restored]);

  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {restored === 'no-response' ? (
          <ErrorScreen message={NO_RESPONSE_MESSAGE} onReturn={() => window.location.reload()} />
        ) : (
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        )}
      </ThemeProvider>
    </CacheProvider>
  );
}
