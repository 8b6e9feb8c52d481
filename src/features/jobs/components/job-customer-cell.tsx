import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { InactiveBadge } from '@/components/inactive-badge';
import type { Address, CustomerRef } from '@/lib/schemas/common-schemas';

function abbreviatedAddress(address: Address | null): string {
  if (!address) return '';
  return [address.street1, address.city].filter((part) => part.trim()).join(', ');
}

/** Customer name (with the parent of a site), the inactive badge, and the abbreviated service address. */
export function JobCustomerCell({ customer, serviceAddress }: { customer: CustomerRef; serviceAddress: Address | null }) {
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
