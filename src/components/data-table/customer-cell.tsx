import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { InactiveBadge } from '@/components/inactive-badge';
import { abbreviatedAddress } from '@/lib/format';
import type { Address, CustomerRef } from '@/lib/schemas/common-schemas';

/**
 * The customer column of a record list (intake, jobs): the customer's name (with the parent of a
 * site), the inactive badge, and the abbreviated service address (else the customer's own).
 */
export function CustomerCell({ customer, serviceAddress }: { customer: CustomerRef; serviceAddress: Address | null }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
          {customer.customerName}
        </Typography>
        {customer.active ? null : <InactiveBadge />}
      </Box>
      {customer.parentCustomerName ? (
        <Typography component="span" variant="caption" color="text.secondary">
          {customer.parentCustomerName}
        </Typography>
      ) : null}
      <Typography component="span" variant="body2" color="text.secondary">
        {abbreviatedAddress(serviceAddress ?? customer.address)}
      </Typography>
    </Box>
  );
}
