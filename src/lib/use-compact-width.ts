import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** Phone and tablet widths (the spec's XS, SM and MD) get the mobile layout. */
export function useCompactWidth(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'), { noSsr: true });
}
