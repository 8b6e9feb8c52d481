import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

/** A look of its own, unlike the app's, so nobody mistakes the simulated site for the product. */
const siteTheme = createTheme({
  palette: {
    primary: { main: '#5b3cc4' },
    background: { default: '#f3f0fa', paper: '#ffffff' },
    text: { primary: '#1f1a2e' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Trebuchet MS", "Segoe UI", system-ui, sans-serif',
    h1: { fontSize: '1.6rem', fontWeight: 700 },
    h2: { fontSize: '1.15rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
  },
});

/**
 * While a simulated page shows, the app underneath (its menus) is inert: out of reach of the
 * keyboard and assistive technology, as if the browser had left the app.
 */
function useInertApp(): void {
  useEffect(() => {
    const app = document.getElementById('root');
    if (!app || app.hasAttribute('inert')) return undefined;
    app.setAttribute('inert', '');
    return () => app.removeAttribute('inert');
  }, []);
}

export interface SimulatedSiteProps {
  /** The simulated service, e.g. "Payment provider (simulated)". */
  brand: string;
  children: ReactNode;
}

/**
 * The frame of a simulated third-party page of the demo: a full-window page of its own (above the
 * app's menus) with the service's brand bar and a Simulated badge.
 */
export function SimulatedSite({ brand, children }: SimulatedSiteProps) {
  useInertApp();
  return (
    <Portal>
      <ThemeProvider theme={siteTheme}>
        <Box
          data-simulated-site=""
          sx={{
            position: 'fixed',
            inset: 0,
            overflowY: 'auto',
            zIndex: (theme) => theme.zIndex.appBar + 1,
            bgcolor: 'background.default',
            color: 'text.primary',
            fontFamily: siteTheme.typography.fontFamily,
          }}
        >
          <Box
            component="header"
            sx={{ bgcolor: '#2d1b69', color: '#fff', px: { xs: 2, sm: 3 }, py: 1.75, display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.1rem', fontFamily: 'inherit' }}>
              {brand}
            </Typography>
            <Chip label="Simulated" size="small" sx={{ bgcolor: '#ffd966', color: '#2d1b69', fontWeight: 700 }} />
          </Box>
          <Box component="main" sx={{ maxWidth: 600, mx: 'auto', px: 2, py: { xs: 2, sm: 4 } }}>
            {children}
          </Box>
        </Box>
      </ThemeProvider>
    </Portal>
  );
}
