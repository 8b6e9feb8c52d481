import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#1d4e89' },
    secondary: { main: '#b5541c' },
    background: { default: '#f4f6f9' },
    error: { main: '#b3261e' },
    // Darker than MUI's defaults so white text on filled alerts and chips meets WCAG AA (4.5:1).
    warning: { main: '#9a4a00' },
    info: { main: '#01579b' },
    success: { main: '#1b5e20' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.5rem', fontWeight: 600 },
    h2: { fontSize: '1.25rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
  },
});
