import { useId, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonSearch from '@mui/icons-material/PersonSearch';
import { formatAddressLine } from '@/lib/format';
import type { Address, CustomerRef } from '@/lib/schemas/common-schemas';
import { customerQueryOptions, useCustomer } from '../api/get-customer';
import { addressChoices, primaryBillingAddress } from '../model/customer-ref';
import { CustomerContactLines } from './customer-contact-lines';
import type { CustomerSelection } from './customer-picker';
import { CustomerPickerDialog } from './customer-picker-dialog';
import { CustomerNameLine } from './customer-summary-view';

/** The customers a record (intake, job) is for. Billing fields are ignored when the editor hides billing. */
export interface CustomerSummaryValue {
  serviceCustomer: CustomerRef | null;
  serviceAddressContext: string | null;
  /**
   * True: bill the service customer at the service address (the default). The editor then keeps
   * `billingCustomer` and `billingAddressContext` null.
   */
  billingSameAsService: boolean;
  billingCustomer: CustomerRef | null;
  billingAddressContext: string | null;
}

export interface CustomerSummaryEditorProps {
  value: CustomerSummaryValue;
  onChange: (value: CustomerSummaryValue) => void;
  /** Intake has no billing customer; jobs show it. Default true. */
  showBilling?: boolean;
  disabled?: boolean;
  /** A validation message for the service customer (e.g. "Customer is required."). */
  error?: string;
}

/** An empty value: no customer yet, billing same as service. */
export function emptyCustomerSummaryValue(): CustomerSummaryValue {
  return { serviceCustomer: null, serviceAddressContext: null, billingSameAsService: true, billingCustomer: null, billingAddressContext: null };
}

function addressLabel(address: Address): string {
  return `${formatAddressLine(address)} (${address.addressType}${address.primary ? ', primary' : ''})`;
}

interface AddressSelectProps {
  label: string;
  customerContext: string;
  value: string | null;
  preferred: Address['addressType'];
  disabled: boolean;
  onChange: (context: string | null) => void;
}

/** The customer's addresses to choose from (loaded with the full customer). */
function AddressSelect({ label, customerContext, value, preferred, disabled, onChange }: AddressSelectProps) {
  const customer = useCustomer(customerContext);
  if (!customer.data) return <Skeleton variant="rounded" height={40} role="status" aria-label={`Loading ${label.toLowerCase()}`} />;
  const choices = addressChoices(customer.data.addresses, preferred);
  if (choices.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {label}: no address on file for this customer.
      </Typography>
    );
  }
  const known = choices.some((address) => address.context === value);
  return (
    <TextField select size="small" label={label} value={known ? value : ''} disabled={disabled} onChange={(event) => onChange(event.target.value || null)} fullWidth>
      <MenuItem value="">
        <em>No address</em>
      </MenuItem>
      {choices.map((address) => (
        <MenuItem key={address.context} value={address.context} sx={{ whiteSpace: 'normal' }}>
          {addressLabel(address)}
        </MenuItem>
      ))}
    </TextField>
  );
}

function SelectedCustomer({ customer, label, disabled, onChange }: { customer: CustomerRef; label: string; disabled: boolean; onChange: () => void }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 200px', minWidth: 0, display: 'grid', gap: 1 }}>
        <CustomerNameLine customer={customer} />
        <CustomerContactLines telephoneList={customer.telephoneList} emailList={customer.emailList} showMissing />
      </Box>
      <Button size="small" variant="outlined" onClick={onChange} disabled={disabled} startIcon={<PersonSearch />} aria-label={`Change ${label}`}>
        Change
      </Button>
    </Box>
  );
}

type CustomerPart = 'service' | 'billing';

const partAddresses = {
  service: { label: 'Service Address', preferred: 'Service', field: 'serviceAddressContext' },
  billing: { label: 'Billing Address', preferred: 'Billing', field: 'billingAddressContext' },
} as const;

interface ChosenCustomerProps {
  part: CustomerPart;
  customer: CustomerRef;
  label: string;
  disabled: boolean;
  summary: CustomerSummaryValue;
  onChange: (value: CustomerSummaryValue) => void;
  /** Change: choose the part's customer again. */
  onChoose: (part: CustomerPart) => void;
}

/** The service or billing customer chosen, with Change, and which of its addresses. */
function ChosenCustomer({ part, customer, label, disabled, summary, onChange, onChoose }: ChosenCustomerProps) {
  const address = partAddresses[part];
  return (
    <>
      <SelectedCustomer customer={customer} label={label} disabled={disabled} onChange={() => onChoose(part)} />
      <AddressSelect
        label={address.label}
        customerContext={customer.context}
        value={summary[address.field]}
        preferred={address.preferred}
        disabled={disabled}
        onChange={(context) => onChange({ ...summary, [address.field]: context })}
      />
    </>
  );
}

/** One part of the editor (the service customer, billing): an outlined region under its small heading. */
function SummaryPart({ label, error = false, children }: { label: string; error?: boolean; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 2, display: 'grid', gap: 1.5, borderColor: error ? 'error.main' : undefined }}>
      <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {label}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * Select or create the service customer (CustomerPicker in a dialog) and pick its service address;
 * the billing customer and address ("Same as service" by default; hidden when showBilling=false).
 * Shows each customer's primary telephone number and email address and the Inactive badge.
 */
export function CustomerSummaryEditor({ value, onChange, showBilling = true, disabled = false, error }: CustomerSummaryEditorProps) {
  const queryClient = useQueryClient();
  const [choosing, setChoosing] = useState<CustomerPart | null>(null);
  const errorId = useId();
  const service = value.serviceCustomer;
  const billingCustomer = value.billingCustomer ?? service;
  const serviceRecord = useCustomer(service?.context);

  const handleServiceSelected = (selection: CustomerSelection) => {
    setChoosing(null);
    onChange({
      ...value,
      serviceCustomer: selection.customer,
      serviceAddressContext: selection.serviceAddressContext,
      // Billing that followed the old customer follows the new one.
      ...(value.billingSameAsService ? { billingCustomer: null, billingAddressContext: null } : {}),
    });
  };

  const handleBillingSelected = (selection: CustomerSelection) => {
    setChoosing(null);
    // The billing address of a billing customer is their primary billing address (the picker has loaded them).
    const record = queryClient.getQueryData(customerQueryOptions(selection.customer.context).queryKey);
    const billing = record ? primaryBillingAddress(record.addresses) : null;
    onChange({ ...value, billingSameAsService: false, billingCustomer: selection.customer, billingAddressContext: billing?.context ?? selection.serviceAddressContext });
  };

  const handleSameAsService = (same: boolean) => {
    if (same) {
      onChange({ ...value, billingSameAsService: true, billingCustomer: null, billingAddressContext: null });
      return;
    }
    const billing = serviceRecord.data ? primaryBillingAddress(serviceRecord.data.addresses) : null;
    onChange({ ...value, billingSameAsService: false, billingCustomer: service, billingAddressContext: billing?.context ?? value.serviceAddressContext });
  };

  const serviceLabel = showBilling ? 'Service Customer' : 'Customer';

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <SummaryPart label={serviceLabel} error={Boolean(error)}>
        {service ? (
          <ChosenCustomer part="service" customer={service} label={serviceLabel} disabled={disabled} summary={value} onChange={onChange} onChoose={setChoosing} />
        ) : (
          <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
            <Typography variant="body2" color="text.secondary">
              No customer selected.
            </Typography>
            <Button
              variant="contained"
              startIcon={<PersonSearch />}
              onClick={() => setChoosing('service')}
              disabled={disabled}
              aria-describedby={error ? errorId : undefined}
            >
              Select Customer
            </Button>
          </Box>
        )}
        {error ? (
          <FormHelperText id={errorId} error role="alert" sx={{ m: 0 }}>
            {error}
          </FormHelperText>
        ) : null}
      </SummaryPart>
      {showBilling && service ? (
        <SummaryPart label="Billing">
          <FormControlLabel
            control={<Checkbox checked={value.billingSameAsService} onChange={(event) => handleSameAsService(event.target.checked)} disabled={disabled} />}
            label="Same as service customer and address"
          />
          {!value.billingSameAsService && billingCustomer ? (
            <ChosenCustomer part="billing" customer={billingCustomer} label="Billing Customer" disabled={disabled} summary={value} onChange={onChange} onChoose={setChoosing} />
          ) : null}
        </SummaryPart>
      ) : null}
      <CustomerPickerDialog
        open={choosing !== null}
        title={choosing === 'billing' ? 'Select Billing Customer' : `Select ${serviceLabel}`}
        onClose={() => setChoosing(null)}
        onSelect={choosing === 'billing' ? handleBillingSelected : handleServiceSelected}
      />
    </Box>
  );
}
