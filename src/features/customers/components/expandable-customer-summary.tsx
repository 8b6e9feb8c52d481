import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { InactiveBadge } from '@/components/inactive-badge';
import type { Address, CustomerRef } from '@/lib/schemas/common-schemas';
import { CustomerSummaryView } from './customer-summary-view';

/**
 * The customer of a phone card (spec 2 §2 mobile cards): a button with the customer's name (and the
 * inactive badge) that opens the customer summary under it.
 */
export function ExpandableCustomerSummary({ customer, serviceAddress }: { customer: CustomerRef; serviceAddress: Address | null }) {
  const [expanded, setExpanded] = useState(false);
  const regionId = useId();
  return (
    <Box>
      <Button
        size="small"
        onClick={() => setExpanded((current) => !current)}
        aria-expanded={expanded}
        aria-controls={regionId}
        endIcon={<ExpandMore sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
        sx={{ px: 0.5, textTransform: 'none', justifyContent: 'flex-start' }}
      >
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          {customer.customerName}
          {customer.active ? null : <InactiveBadge />}
        </Box>
      </Button>
      <Collapse in={expanded} id={regionId} unmountOnExit>
        <Box sx={{ pt: 1 }}>
          <CustomerSummaryView customer={customer} serviceAddress={serviceAddress} />
        </Box>
      </Collapse>
    </Box>
  );
}
