import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { usePortalBranding } from '../api/portal-queries';
import { brandColorUse } from '../model/brand-color';
import { telephoneHref } from '@/lib/format';

/**
 * The customer portal's frame (issue 18): the company's branding from Company Information (logo,
 * name, phone, email, address), no staff header or menus, and the page below.
 */
export default function PortalLayout() {
  const branding = usePortalBranding();
  const company = branding.data;
  const brand = brandColorUse(company?.primaryColor ?? null);
  // The page's buttons take the brand colour when white labels read on it.
  const brandTheme = (outer: Theme): Theme =>
    brand?.button ? { ...outer, palette: { ...outer.palette, primary: outer.palette.augmentColor({ color: { main: brand.button } }) } } : outer;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', maxWidth: 840, mx: 'auto', px: { xs: 2, sm: 3 }, py: 2, gap: 2 }}>
      <Box
        component="header"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', borderBottom: brand ? 3 : 1, borderColor: brand?.accent ?? 'divider', pb: 2 }}
      >
        {company?.logoDataUrl ? <Box component="img" src={company.logoDataUrl} alt={`${company.companyName} logo`} sx={{ maxHeight: 64, maxWidth: '40%', objectFit: 'contain' }} /> : null}
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography component="p" variant="h6" sx={{ fontWeight: 700, color: brand?.text ?? undefined }}>
            {company?.companyName ?? '\u00a0'}
          </Typography>
          {company ? (
            <Typography variant="body2" component="div" sx={{ display: 'grid', gap: 0.25 }}>
              {company.phone ? <Link href={telephoneHref(company.phone)}>{company.phone}</Link> : null}
              {company.email ? <Link href={`mailto:${company.email}`}>{company.email}</Link> : null}
              {company.addressLines.length > 0 ? <span>{company.addressLines.join(', ')}</span> : null}
            </Typography>
          ) : null}
        </Box>
      </Box>
      <ThemeProvider theme={brandTheme}>
        <Outlet />
      </ThemeProvider>
    </Box>
  );
}
