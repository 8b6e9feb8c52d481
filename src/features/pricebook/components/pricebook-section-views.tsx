import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import type { RowSelection } from '@/components/data-table/data-table';
import { useListPage } from '@/components/list-page/use-list-page';
import type { PricebookItemListItem, PricebookSearchRequest } from '@/lib/schemas/pricebook-schemas';
import { usePricebookCategoryOptions, usePricebookVendorOptions } from '../api/pricebook-options';
import { usePricebookBundleSearch, usePricebookCategorySearch, usePricebookItemSearch, usePricebookVendorSearch } from '../api/search-pricebook';
import { ALL_CATEGORIES, ALL_VENDORS, optionFilter, pricebookFilters, pricebookListDefaults, pricebookListRequest } from '../model/pricebook-list';
import type { PricebookSection } from '../model/pricebook-sections';
import { BatchOperations } from './batch-operations';
import { ExportItemsButton } from './export-items-button';
import { BundleCard, CategoryCard, ItemCard, VendorCard } from './pricebook-cards';
import { bundleColumns, categoryColumns, itemColumns, vendorColumns } from './pricebook-columns';
import type { PricebookRowHandlers } from './pricebook-row-actions';
import { PricebookSectionList } from './pricebook-section-list';

export interface PricebookSectionViewProps {
  section: PricebookSection;
  handlers: PricebookRowHandlers;
}

/** A section's list state (in the address) and its search: active entries by name, a page at a time. */
function useSectionSearch<Result>(section: PricebookSection, useSearch: (request: PricebookSearchRequest, options: { enabled: boolean }) => Result) {
  const list = useListPage(pricebookListDefaults);
  const result = useSearch(pricebookListRequest(section, list.query, list.pageSize), { enabled: list.enabled });
  return { section, list, result };
}

/** Products/Services: filters by category and vendor, ticks for Batch Operations, Export to Excel. */
export function ItemsSection({ section, handlers }: PricebookSectionViewProps) {
  const search = useSectionSearch(section, usePricebookItemSearch);
  const categories = usePricebookCategoryOptions();
  const vendors = usePricebookVendorOptions();
  const [ticked, setTicked] = useState<ReadonlyMap<string, string>>(new Map());
  const rows = search.result.data?.results;
  const selection = useMemo<RowSelection<PricebookItemListItem>>(
    () => ({
      selected: new Set(ticked.keys()),
      rowLabel: (item) => `Select ${item.name}`,
      onChange: (keys) => {
        const names = new Map((rows ?? []).map((item) => [item.context, item.name]));
        setTicked(new Map([...keys].map((key) => [key, ticked.get(key) ?? names.get(key) ?? key])));
      },
    }),
    [ticked, rows],
  );
  return (
    <PricebookSectionList
      {...search}
      handlers={handlers}
      columns={itemColumns}
      card={(item, view) => <ItemCard item={item} view={view} />}
      selection={handlers.canUpdate || handlers.canDelete ? selection : undefined}
      filters={[
        { name: pricebookFilters.category, label: 'Category', options: optionFilter(ALL_CATEGORIES, categories.data ?? []), emptyOption: ALL_CATEGORIES, minWidth: 200 },
        { name: pricebookFilters.vendor, label: 'Vendor', options: optionFilter(ALL_VENDORS, vendors.data ?? []), emptyOption: ALL_VENDORS, minWidth: 180 },
      ]}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <BatchOperations selected={ticked} onDone={() => setTicked(new Map())} />
        <ExportItemsButton />
      </Box>
    </PricebookSectionList>
  );
}

export function BundlesSection({ section, handlers }: PricebookSectionViewProps) {
  const search = useSectionSearch(section, usePricebookBundleSearch);
  return <PricebookSectionList {...search} handlers={handlers} columns={bundleColumns} card={(bundle, view) => <BundleCard bundle={bundle} view={view} />} />;
}

export function CategoriesSection({ section, handlers }: PricebookSectionViewProps) {
  const search = useSectionSearch(section, usePricebookCategorySearch);
  return <PricebookSectionList {...search} handlers={handlers} columns={categoryColumns} card={(category, view) => <CategoryCard category={category} view={view} />} />;
}

export function VendorsSection({ section, handlers }: PricebookSectionViewProps) {
  const search = useSectionSearch(section, usePricebookVendorSearch);
  return <PricebookSectionList {...search} handlers={handlers} columns={vendorColumns} card={(vendor, view) => <VendorCard vendor={vendor} view={view} />} />;
}
