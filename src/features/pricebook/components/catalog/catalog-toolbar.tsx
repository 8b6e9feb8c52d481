import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { filterFieldProps } from '@/components/list-page/filter-select';
import { usePricebookCategoryOptions, usePricebookVendorOptions } from '../../api/pricebook-options';
import { ALL_CATEGORIES, ALL_VENDORS } from '../../model/pricebook-list';
import type { CatalogQuery, CatalogType } from '../../model/catalog-state';
import { FavoritesToggle, ViewToggle } from '../pricebook-toolbar';

export interface CatalogToolbarProps {
  type: CatalogType;
  query: CatalogQuery;
  onChange: (change: Partial<CatalogQuery>) => void;
}

function OptionSelect({ label, empty, value, options, onChange }: { label: string; empty: string; value: string; options: readonly { context: string; name: string }[]; onChange: (value: string) => void }) {
  return (
    <TextField
      {...filterFieldProps}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 170, flex: '1 1 170px' }}
    >
      <MenuItem value="">{empty}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.context} value={option.context}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The catalog's toolbar (spec 3 §2): the search text with its search and clear buttons (Enter
 * searches too), favorites, and on items the category and vendor selects; categories switch between
 * list and grid.
 */
export function CatalogToolbar({ type, query, onChange }: CatalogToolbarProps) {
  // The field shows what is typed; a term set from elsewhere (a breadcrumb) replaces it.
  const [field, setField] = useState({ term: query.searchTerm, text: query.searchTerm });
  if (field.term !== query.searchTerm) setField({ term: query.searchTerm, text: query.searchTerm });
  const typed = field.text;
  const setTyped = (text: string) => setField({ term: query.searchTerm, text });
  const categories = usePricebookCategoryOptions(undefined, { enabled: type === 'Item' });
  const vendors = usePricebookVendorOptions(undefined, { enabled: type === 'Item' });
  const search = () => onChange({ searchTerm: typed.trim() });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <TextField
        size="small"
        label="Search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            search();
          }
        }}
        sx={{ flex: '2 1 220px' }}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {typed ? (
                  <IconButton
                    size="small"
                    aria-label="Clear search"
                    onClick={() => {
                      setTyped('');
                      onChange({ searchTerm: '' });
                    }}
                  >
                    <Clear fontSize="small" />
                  </IconButton>
                ) : null}
                <IconButton size="small" aria-label="Search" onClick={search}>
                  <Search fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <FavoritesToggle pressed={query.favorites} onChange={(favorites) => onChange({ favorites })} />
      {type === 'Item' ? (
        <>
          <OptionSelect label="Category" empty={ALL_CATEGORIES} value={query.category} options={categories.data ?? []} onChange={(category) => onChange({ category })} />
          <OptionSelect label="Vendor" empty={ALL_VENDORS} value={query.vendor} options={vendors.data ?? []} onChange={(vendor) => onChange({ vendor })} />
        </>
      ) : null}
      {type === 'Category' ? <ViewToggle view={query.view} onChange={(view) => onChange({ view })} /> : null}
    </Box>
  );
}
