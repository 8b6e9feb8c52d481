import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import { FormTextField } from '@/components/form-text-field';
import { customerLimits, type CustomerType } from '@/lib/schemas/customer-schemas';

type NameForm = { customerType: CustomerType; firstName: string; lastName: string; companyName: string };

export interface CustomerNameFieldsProps<T extends FieldValues> {
  /** Any form with customerType, firstName, lastName and companyName. */
  control: Control<T>;
  autoFocus?: boolean;
  disabled?: boolean;
}

/** A person's First Name and Last Name, or a company's Company Name with its contact's names. */
export function CustomerNameFields<T extends FieldValues>(props: CustomerNameFieldsProps<T>) {
  const control = props.control as unknown as Control<NameForm>;
  const customerType = useWatch({ control, name: 'customerType' });
  const company = customerType === 'Company';
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      {company ? (
        <FormTextField
          control={control}
          name="companyName"
          label="Company Name"
          required
          autoFocus={props.autoFocus}
          disabled={props.disabled}
          autoComplete="organization"
          slotProps={{ htmlInput: { maxLength: customerLimits.companyName } }}
          sx={{ gridColumn: '1 / -1' }}
        />
      ) : null}
      <FormTextField
        control={control}
        name="firstName"
        label={company ? 'Contact First Name' : 'First Name'}
        required={!company}
        autoFocus={props.autoFocus && !company}
        disabled={props.disabled}
        autoComplete="given-name"
        slotProps={{ htmlInput: { maxLength: customerLimits.firstName } }}
      />
      <FormTextField
        control={control}
        name="lastName"
        label={company ? 'Contact Last Name' : 'Last Name'}
        required={!company}
        disabled={props.disabled}
        autoComplete="family-name"
        slotProps={{ htmlInput: { maxLength: customerLimits.lastName } }}
      />
    </Box>
  );
}
