import { useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { activePicklistItems } from '@/lib/picklists/picklist-items';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import { customerLimits, DEFAULT_JOB_NAME_PATTERN } from '@/lib/schemas/customer-schemas';
import type { CustomerFormValues } from '@/lib/schemas/customer-request-schemas';
import { jobNamePreview } from '../model/job-name-preview';

/** A percentage typed as a decimal number (discount, tax override). */
function PercentField({ control, name, label, helperText }: { control: Control<CustomerFormValues>; name: 'discount' | 'taxOverride'; label: string; helperText: string }) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      helperText={helperText}
      slotProps={{
        htmlInput: { inputMode: 'decimal', maxLength: 8 },
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
      }}
    />
  );
}

/** "Example: …" of the job name pattern; it alone follows the name fields as they are typed. */
function JobNamePreview({ control }: { control: Control<CustomerFormValues> }) {
  const [customerType, firstName, lastName, companyName, jobNamePattern] = useWatch({ control, name: ['customerType', 'firstName', 'lastName', 'companyName', 'jobNamePattern'] });
  const preview = jobNamePreview({ customerType, firstName, lastName, companyName, jobNamePattern });
  return preview ? (
    <Box component="span" sx={{ display: 'block' }}>
      Example: {preview}
    </Box>
  ) : null;
}

/** The customer's job defaults: name pattern (with its example), discount, payment term, tax override. */
export function CustomerJobDefaultsFields({ control }: { control: Control<CustomerFormValues> }) {
  const paymentTerms = usePicklist('PaymentTerm');
  const terms = activePicklistItems(paymentTerms.data ?? []);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
        These fill in each new job for the customer.
      </Typography>
      <FormTextField
        control={control}
        name="jobNamePattern"
        label="Job Name Pattern"
        placeholder={DEFAULT_JOB_NAME_PATTERN}
        slotProps={{ htmlInput: { maxLength: customerLimits.jobNamePattern } }}
        helperText={
          <>
            Fields: {'{LastName}'} (a company&rsquo;s name for companies), {'{FirstName}'}, {'{CustomerName}'}, {'{Date}'} (the job&rsquo;s date) and{' '}
            {'{Number}'} (the job number). Blank uses the company&rsquo;s job name pattern (a Preferences setting; {DEFAULT_JOB_NAME_PATTERN} unless changed).
            <JobNamePreview control={control} />
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <PercentField control={control} name="discount" label="Discount" helperText="0 to 100" />
        <FormSelectField control={control} name="paymentTermContext" label="Payment Term" helperText={paymentTerms.isError ? 'Payment terms could not be loaded.' : ' '}>
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          {terms.map((term) => (
            <MenuItem key={term.context} value={term.context}>
              {term.text}
            </MenuItem>
          ))}
        </FormSelectField>
        <PercentField control={control} name="taxOverride" label="Tax Override" helperText="Blank: the sales tax of the service address" />
      </Box>
    </>
  );
}
