import type { Control, FieldValues, Path } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@/components/form-text-field';
import { contactLimits } from '@/lib/schemas/contact-schemas';

export interface AddressFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** The form's address object (an `Address`), e.g. `address` or `addresses.0`. */
  name: Path<T>;
  /** Section heading; `null` leaves it out (e.g. inside an address list row). */
  legend?: string | null;
  /** A line under the heading, e.g. that the address may be left blank. */
  hint?: string;
  disabled?: boolean;
}

/** The fields of an address: the form's part, its label, autofill token and length limit. */
const addressParts = [
  { part: 'street1', label: 'Street', autoComplete: 'address-line1', limit: 'street', wide: true },
  { part: 'street2', label: 'Street 2', autoComplete: 'address-line2', limit: 'street', wide: true },
  { part: 'city', label: 'City', autoComplete: 'address-level2', limit: 'city', wide: false },
  { part: 'state', label: 'State', autoComplete: 'address-level1', limit: 'state', wide: false },
  { part: 'postalCode', label: 'Postal Code', autoComplete: 'postal-code', limit: 'postalCode', wide: false },
] as const;

/**
 * Street, Street 2, City, State and Postal Code of one address (validated by `addressInputSchema`:
 * all blank means no address, otherwise street, city, state and postal code are required).
 */
export function AddressFields<T extends FieldValues>({ control, name, legend = 'Address', hint, disabled = false }: AddressFieldsProps<T>) {
  const headingId = `${name}-address-heading`;
  const fields = (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' } }}>
      {addressParts.map((part) => (
        <FormTextField
          key={part.part}
          control={control}
          name={`${name}.${part.part}` as Path<T>}
          label={part.label}
          autoComplete={part.autoComplete}
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: contactLimits[part.limit] } }}
          sx={part.wide ? { gridColumn: '1 / -1' } : undefined}
        />
      ))}
    </Box>
  );
  if (legend === null) return fields;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {legend}
      </Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
          {hint}
        </Typography>
      ) : null}
      {fields}
    </Box>
  );
}
