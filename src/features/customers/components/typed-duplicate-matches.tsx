import { useId } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { InactiveBadge } from '@/components/inactive-badge';
import { visuallyHidden } from '@/components/visually-hidden';
import { paths } from '@/config/paths';
import { formatAddressLine } from '@/lib/format';
import type { FindDuplicatesRequest } from '@/lib/schemas/customer-schemas';
import type { CustomerFormValues } from '@/lib/schemas/customer-request-schemas';
import { useSettledValue } from '@/lib/use-settled-value';
import { useTypedDuplicateCustomers } from '../api/find-duplicate-customers';
import { typedDuplicateCheck } from '../model/customer-form';

/** The pause after the last keystroke before the duplicate check runs. */
export const DUPLICATE_CHECK_DELAY_MS = 400;

export interface TypedDuplicateMatchesProps {
  control: Control<CustomerFormValues>;
  /** Opens an existing customer, dropping what was typed (the user chose that record). */
  onOpen: (context: string) => void;
}

/**
 * The likely duplicates of the customer being added, checked as the user types (debounced, once the
 * name and a telephone number or email address are filled in): each with why it matched and a link
 * that opens it. Nothing shows until there are matches; the count is announced.
 */
export function TypedDuplicateMatches({ control, onOpen }: TypedDuplicateMatchesProps) {
  const headingId = useId();
  const [customerType, firstName, lastName, companyName, telephoneList, emailList] = useWatch({
    control,
    name: ['customerType', 'firstName', 'lastName', 'companyName', 'telephoneList', 'emailList'],
  });
  const request: FindDuplicatesRequest | null = typedDuplicateCheck({ customerType, firstName, lastName, companyName, telephoneList, emailList });
  const key = JSON.stringify(request);
  const settledKey = useSettledValue(key, DUPLICATE_CHECK_DELAY_MS);
  // Asked once the typing has paused; what no longer matches the form (a cleared number) shows nothing.
  const current = request !== null && settledKey === key ? request : null;
  const check = useTypedDuplicateCustomers(current);
  const matches = current ? (check.data ?? []) : [];
  const count = matches.length;
  const summary = count === 0 ? '' : count === 1 ? 'Possible duplicate: 1 existing customer matches' : `Possible duplicates: ${count} existing customers match`;

  return (
    <>
      <Box role="status" sx={visuallyHidden}>
        {summary}
      </Box>
      {count > 0 ? (
        <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 1.5, display: 'grid', gap: 1, borderColor: 'warning.main' }}>
          <Typography id={headingId} variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
            {summary}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {matches.map(({ customer, reasons }) => {
              const to = paths.customersView(customer.context);
              const details = [formatAddressLine(customer.address), ...reasons.map((reason) => reason.text)].filter(Boolean).join(' · ');
              return (
                <Box component="li" key={customer.context} sx={{ display: 'grid', gap: 0.25 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Link
                      component={RouterLink}
                      to={to}
                      onClick={(event) => {
                        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                        event.preventDefault();
                        onOpen(customer.context);
                      }}
                      sx={{ fontWeight: 600 }}
                    >
                      {customer.customerName}
                    </Link>
                    {customer.active ? null : <InactiveBadge />}
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {details}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Paper>
      ) : null}
    </>
  );
}
