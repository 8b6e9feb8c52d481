import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import { CustomerPicker, useCustomer } from '@/features/customers';

export interface CustomerFilterProps {
  /** The chosen customer's context, or ''. */
  value: string;
  /** The customer's name when the list's rows already tell it (before the customer has loaded). */
  knownName?: string;
  onChange: (customerContext: string) => void;
}

/**
 * A list's customer filter: a button opening the customer picker in a dialog; once chosen, a chip
 * "Customer: name" whose delete button shows every customer again.
 */
export function CustomerFilter({ value, knownName, onChange }: CustomerFilterProps) {
  const [open, setOpen] = useState(false);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const customer = useCustomer(value || null);
  if (value) {
    const name = customer.data?.customerName ?? knownName ?? 'the selected customer';
    return <Chip label={`Customer: ${name}`} onDelete={() => onChange('')} sx={{ mt: '4px' }} />;
  }
  return (
    <>
      <Button variant="outlined" startIcon={<PersonSearchOutlined />} onClick={() => setOpen(true)} sx={{ minHeight: 40 }}>
        Filter by Customer
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="customer-filter-title">
        <DialogTitle id="customer-filter-title">Filter by Customer</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <CustomerPicker
            autoFocus
            onSelect={(selection) => {
              setOpen(false);
              onChange(selection.customer.context);
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
