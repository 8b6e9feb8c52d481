import { useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Search from '@mui/icons-material/Search';
import { InactiveBadge } from '@/components/inactive-badge';
import { formatAddressLine } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { isSearchableTerm, SEARCH_TERM_TOO_SHORT_MESSAGE } from '@/lib/record-list';
import type { CustomerRef } from '@/lib/schemas/common-schemas';
import type { CustomerListItem, CustomerRecord } from '@/lib/schemas/customer-schemas';
import { customerQueryOptions } from '../api/get-customer';
import { useCustomerSearch } from '../api/search-customers';
import { customerPickerRequest } from '../model/customer-list';
import { customerRefFromRecord, primaryServiceAddress } from '../model/customer-ref';
import { CustomerQuickCreateDialog } from './customer-quick-create-dialog';

export interface CustomerSelection {
  customer: CustomerRef;
  /** The chosen service address: the customer's primary service address unless the user picks another. */
  serviceAddressContext: string | null;
}

export interface CustomerPickerProps {
  /** Called when the user selects a customer from the search results or creates one. */
  onSelect: (selection: CustomerSelection) => void;
  autoFocus?: boolean;
  /** The search box's label (default "Search Customers"). */
  label?: string;
}

/** Pause after typing before the picker searches. */
const PICKER_DEBOUNCE_MS = 300;

function selectionOf(record: CustomerRecord): CustomerSelection {
  return { customer: customerRefFromRecord(record), serviceAddressContext: primaryServiceAddress(record.addresses)?.context ?? null };
}

function ResultRow({ customer, busy, disabled, onPick }: { customer: CustomerListItem; busy: boolean; disabled: boolean; onPick: () => void }) {
  const details = [formatAddressLine(customer.address), customer.telephone, customer.email].filter(Boolean).join(' · ');
  return (
    <ListItem disablePadding divider>
      <ListItemButton onClick={onPick} disabled={disabled} sx={{ display: 'grid', gap: 0.25, alignItems: 'start', py: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {customer.customerName}
          </Typography>
          {customer.active ? null : <InactiveBadge />}
          {busy ? <CircularProgress size={16} aria-label="Loading customer" /> : null}
        </Box>
        {customer.parentCustomerName ? (
          <Typography component="span" variant="body2" color="text.secondary">
            Sub-customer of {customer.parentCustomerName}
          </Typography>
        ) : null}
        {details ? (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {details}
          </Typography>
        ) : null}
      </ListItemButton>
    </ListItem>
  );
}

/**
 * Inline select-or-create: a customer search (name, address, telephone, email; 3+ characters, recent
 * customers when empty) and an Add Customer action that opens a quick create dialog with the
 * duplicate warning. Used by the intake create flow and the customer summary editor.
 */
export function CustomerPicker({ onSelect, autoFocus = false, label = 'Search Customers' }: CustomerPickerProps) {
  const queryClient = useQueryClient();
  const canCreate = useCan('CUST_C');
  const resultsId = useId();
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const [includeInactive, setIncludeInactive] = useState(false);
  const [picking, setPicking] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const trimmed = draft.trim();
  const searchable = isSearchableTerm(trimmed);
  useEffect(() => {
    if (!searchable || trimmed === term) return undefined;
    const timer = window.setTimeout(() => setTerm(trimmed), PICKER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [trimmed, searchable, term]);

  const search = useCustomerSearch(customerPickerRequest(term, includeInactive), { enabled: searchable });
  const results = search.data?.results ?? [];

  const pick = async (context: string) => {
    setPicking(context);
    try {
      const record = await queryClient.fetchQuery({ ...customerQueryOptions(context), staleTime: 0 });
      onSelect(selectionOf(record));
    } catch {
      // The API client has said why; the user may pick again.
    } finally {
      setPicking(null);
    }
  };

  let body;
  if (!searchable) {
    body = <Alert severity="info">{SEARCH_TERM_TOO_SHORT_MESSAGE}</Alert>;
  } else if (!search.data) {
    body = <LinearProgress aria-label="Searching customers" />;
  } else if (results.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        {term ? `No customers match \u201c${term}\u201d.` : 'No customers yet.'}
        {canCreate ? ' Add the customer instead.' : ''}
      </Typography>
    );
  } else {
    body = (
      <List id={resultsId} aria-label={term ? 'Matching customers' : 'Recent customers'} disablePadding>
        {results.map((customer) => (
          <ResultRow
            key={customer.context}
            customer={customer}
            busy={picking === customer.context}
            disabled={picking !== null}
            onPick={() => void pick(customer.context)}
          />
        ))}
      </List>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          type="search"
          label={label}
          value={draft}
          autoFocus={autoFocus}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches at once and never submits a surrounding form.
            if (event.key === 'Enter') {
              event.preventDefault();
              if (searchable) setTerm(trimmed);
            }
          }}
          helperText="Name, address, telephone or email"
          size="small"
          sx={{ flex: '1 1 240px', minWidth: 0 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {canCreate ? (
          <Button variant="outlined" startIcon={<PersonAddAlt />} onClick={() => setAdding(true)} sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, mt: { sm: 0 } }}>
            Add Customer
          </Button>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="p" color="text.secondary">
          {term ? 'Matching Customers' : 'Recent Customers'}
        </Typography>
        <FormControlLabel
          control={<Checkbox size="small" checked={includeInactive} onChange={(event) => setIncludeInactive(event.target.checked)} />}
          label="Include inactive"
          slotProps={{ typography: { variant: 'body2' } }}
        />
      </Box>
      {search.isFetching && search.data ? <LinearProgress aria-label="Updating customers" sx={{ mb: -0.5 }} /> : null}
      {body}
      {canCreate ? (
        <CustomerQuickCreateDialog
          open={adding}
          initialTerm={trimmed}
          onClose={() => setAdding(false)}
          onCreated={(record) => {
            setAdding(false);
            queryClient.setQueryData(customerQueryOptions(record.context).queryKey, record);
            onSelect(selectionOf(record));
          }}
          onUseExisting={(match) => {
            setAdding(false);
            void pick(match.customer.context);
          }}
        />
      ) : null}
    </Box>
  );
}
