import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@/lib/job-calculations';
import { pricebookPageSizes, pricebookSearchRequest, type PricebookItemListItem } from '@/lib/schemas/pricebook-schemas';
import { useSettledValue } from '@/lib/use-settled-value';
import { usePricebookItemSearch } from '../../api/search-pricebook';
import { itemsToOffer, type BundleItemRow } from '../../model/pricebook-bundle-form';

/** Spec 3 §5, §9: the item search inside a bundle starts at 3 characters. */
export const BUNDLE_SEARCH_MIN_LENGTH = 3;
const SEARCH_PAUSE_MS = 250;


export interface PricebookBundleItemSearchProps {
  /** The bundle's items: they are not offered again. */
  rows: readonly BundleItemRow[];
  onAdd: (item: PricebookItemListItem) => void;
}

/**
 * Add Item: searches active pricebook items (100 at most) once 3 characters are typed, offering
 * those not yet in the bundle; choosing one adds it with quantity 1 and clears the search.
 */
export function PricebookBundleItemSearch({ rows, onAdd }: PricebookBundleItemSearchProps) {
  const [input, setInput] = useState('');
  const term = useSettledValue(input.trim(), SEARCH_PAUSE_MS);
  const enabled = term.length >= BUNDLE_SEARCH_MIN_LENGTH;
  const search = usePricebookItemSearch(pricebookSearchRequest({ searchTerm: term, pageSize: pricebookPageSizes.bundleItemSearch }), { enabled });
  const options = useMemo(() => (enabled ? itemsToOffer(search.data?.results ?? [], rows) : []), [enabled, search.data, rows]);
  const tooShort = input.trim().length < BUNDLE_SEARCH_MIN_LENGTH;

  return (
    <Autocomplete<PricebookItemListItem, false, false, false>
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, item) => {
        if (!item) return;
        onAdd(item);
        setInput('');
      }}
      filterOptions={(found) => found}
      getOptionLabel={(item) => item.name}
      isOptionEqualToValue={(option, chosen) => option.context === chosen.context}
      loading={enabled && search.isFetching}
      loadingText="Searching…"
      noOptionsText={tooShort ? `Type at least ${BUNDLE_SEARCH_MIN_LENGTH} characters to search.` : 'No items match the search.'}
      renderOption={({ key, ...props }, item) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{item.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {[item.itemType, item.modelNumber && `Model ${item.modelNumber}`, item.partNumber && `Part ${item.partNumber}`].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
          <Typography sx={{ whiteSpace: 'nowrap' }}>{formatUsd(item.price)}</Typography>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label="Add Item" placeholder="Search items by name, model or part number" />}
    />
  );
}
