import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { InactiveBadge } from '@/components/inactive-badge';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/permissions';
import type { Address, CustomerRef } from '@/lib/schemas/common-schemas';
import { CustomerContactLines } from './customer-contact-lines';

export interface CustomerSummaryViewProps {
  customer: CustomerRef;
  serviceAddress: Address | null;
  /** Jobs: the billing customer and address; omitted or null when billing is the service customer. */
  billingCustomer?: CustomerRef | null;
  billingAddress?: Address | null;
}

export interface CustomerNameLineProps {
  customer: Pick<CustomerRef, 'context' | 'customerName' | 'parentCustomerName' | 'active'>;
  headingId?: string;
  /** False: the name as text, never a link (default true: a link for users with CUST_R). */
  link?: boolean;
}

/** A customer's name (a link to the customer with CUST_R), sub-customer line and Inactive badge. */
export function CustomerNameLine({ customer, headingId, link = true }: CustomerNameLineProps) {
  const canRead = useCan('CUST_R');
  return (
    <Box sx={{ display: 'grid', gap: 0.25, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
        <Typography id={headingId} component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {link && canRead ? (
            <Link component={RouterLink} to={paths.customersView(customer.context)}>
              {customer.customerName}
            </Link>
          ) : (
            customer.customerName
          )}
        </Typography>
        {customer.active ? null : <InactiveBadge />}
      </Box>
      {customer.parentCustomerName ? (
        <Typography variant="body2" color="text.secondary">
          Sub-customer of {customer.parentCustomerName}
        </Typography>
      ) : null}
    </Box>
  );
}

function Part({ label, customer, address }: { label: string; customer: CustomerRef; address: Address | null }) {
  return (
    <Box component="section" aria-label={label} sx={{ display: 'grid', gap: 1, alignContent: 'start', minWidth: 0 }}>
      <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {label}
      </Typography>
      <CustomerNameLine customer={customer} />
      <CustomerContactLines address={address} telephoneList={customer.telephoneList} emailList={customer.emailList} />
    </Box>
  );
}

/**
 * Read-only customer card of intake and jobs: name (a link to the customer with CUST_R), Inactive
 * badge, service address, primary telephone (tel:) and email (mailto:); a billing part when billing
 * goes to another customer or address.
 */
export function CustomerSummaryView({ customer, serviceAddress, billingCustomer = null, billingAddress = null }: CustomerSummaryViewProps) {
  const separateBilling =
    (billingCustomer !== null && billingCustomer.context !== customer.context) ||
    (billingAddress !== null && billingAddress.context !== serviceAddress?.context);
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: separateBilling ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)' },
      }}
    >
      <Part label={separateBilling ? 'Service Customer' : 'Customer'} customer={customer} address={serviceAddress} />
      {separateBilling ? <Part label="Billing Customer" customer={billingCustomer ?? customer} address={billingAddress} /> : null}
    </Paper>
  );
}
