import { useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { BRAND_COLOR_PATTERN, type CompanyInformationForm } from '@/lib/schemas/company-information-schemas';

/** A swatch of the brand colour as typed (empty or not yet a colour: a dashed outline). */
export function BrandColorSwatch({ control }: { control: Control<CompanyInformationForm> }) {
  const value = (useWatch({ control, name: 'brandColor' }) ?? '').trim();
  const color = BRAND_COLOR_PATTERN.test(value) ? value : null;
  return (
    <InputAdornment position="start">
      <Box
        aria-hidden
        sx={{ width: 20, height: 20, borderRadius: 0.5, bgcolor: color ?? 'transparent', border: 1, borderStyle: color ? 'solid' : 'dashed', borderColor: 'divider' }}
      />
    </InputAdornment>
  );
}
