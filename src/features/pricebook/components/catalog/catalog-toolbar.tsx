import { memo, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { FilterSelect, type FilterSelectOption } from '@/components/list-page/filter-select';
import type { PricebookOption } from '@/lib/schemas/pricebook-schemas';
import { usePricebookCategoryOptions, usePricebookVendorOptions } from '../../api/pricebook-options';
import { ALL_CATEGORIES, ALL_VENDORS } from '../../model/pricebook-list';
import type { CatalogQuery, CatalogType } from '../../model/catalog-state';
import { FavoritesToggle, ViewToggle } from '../pricebook-toolbar';

export interface CatalogToolbarProps {
  type: CatalogType;
  query: CatalogQuery;
  onChange: (change: Partial<CatalogQuery>) => void;
}

/** The category or vendor options as a filter's choices. */
function filterOptions(options: readonly PricebookOption[] | undefined): FilterSelectOption[] {
  return (options ?? []).map((option) => ({ value: option.context, label: option.name }));
}

/** Items' Category and Vendor selects (memoized: a new search term does not render them again). */
const ItemFilters = memo(function ItemFilters({ category, vendor, onChange }: { category: string; vendor: string; onChange: CatalogToolbarProps['onChange'] }) {
  const categories = usePricebookCategoryOptions();
  const vendors = usePricebookVendorOptions();
  const categoryOptions = useMemo(() => filterOptions(categories.data), [categories.data]);
  const vendorOptions = useMemo(() => filterOptions(vendors.data), [vendors.data]);
  return (
    <>
      <FilterSelect label="Category" empty={ALL_CATEGORIES} grow minWidth={170} value={category} options={categoryOptions} onChange={(next) => onChange({ category: next })} />
      <FilterSelect label="Vendor" empty={ALL_VENDORS} grow minWidth={170} value={vendor} options={vendorOptions} onChange={(next) => onChange({ vendor: next })} />
    </>
  );
});

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
      {type === 'Item' ? <ItemFilters category={query.category} vendor={query.vendor} onChange={onChange} /> : null}
      {type === 'Category' ? <ViewToggle view={query.view} onChange={(view) => onChange({ view })} /> : null}
    </Box>
  );
}
