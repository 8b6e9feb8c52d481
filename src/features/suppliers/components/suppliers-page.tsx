import Typography from '@mui/material/Typography';
import { ContactCardLines } from '@/components/data-table/contact-card-lines';
import { contactColumns, RecordName } from '@/components/data-table/contact-columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { activeStatusFilter } from '@/components/list-page/list-filters';
import { ListPage } from '@/components/list-page/list-page';
import { useListPage } from '@/components/list-page/use-list-page';
import { paths } from '@/config/paths';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import type { SupplierListItem } from '@/lib/schemas/supplier-schemas';
import { useSupplierSearch } from '../api/search-suppliers';
import { ALL_SUPPLIER_TYPES, supplierListDefaults, supplierSearchRequest, supplierSortOptions, supplierTypeFilterOptions } from '../model/supplier-list';

const columns: DataTableColumn<SupplierListItem>[] = [
  {
    id: 'name',
    header: 'Name',
    sortField: 'Name',
    cell: (supplier) => <RecordName name={supplier.name} active={supplier.active} to={paths.suppliersView(supplier.context)} />,
  },
  { id: 'type', header: 'Supplier Type', sortField: 'SupplierType', cell: (supplier) => supplier.supplierType?.text ?? '' },
  ...contactColumns<SupplierListItem>(),
];

function SupplierCard({ supplier }: { supplier: SupplierListItem }) {
  return (
    <>
      <RecordName name={supplier.name} active={supplier.active} />
      {supplier.supplierType ? (
        <Typography variant="body2" color="text.secondary">
          {supplier.supplierType.text}
        </Typography>
      ) : null}
      <ContactCardLines address={supplier.address} telephone={supplier.telephone} email={supplier.email} />
    </>
  );
}

/** The supplier list (spec 1 §2): filter by status, supplier type and search term; sort; server paging. */
export default function SuppliersPage() {
  const list = useListPage(supplierListDefaults);
  const supplierTypes = usePicklist('SupplierType');
  const search = useSupplierSearch(supplierSearchRequest(list.query, list.pageSize), { enabled: list.enabled });
  return (
    <ListPage
      label="Suppliers"
      list={list}
      result={search}
      searchHint="Name, type, web site, address, telephone or email"
      filters={[
        activeStatusFilter,
        { name: 'type', label: 'Supplier Type', options: supplierTypeFilterOptions(supplierTypes.data ?? []), emptyOption: ALL_SUPPLIER_TYPES, minWidth: 200 },
      ]}
      sortOptions={supplierSortOptions}
      add={{ label: 'Add Supplier', to: paths.suppliersAdd, permission: 'SPLR_C' }}
      table={{
        columns,
        rowKey: (supplier) => supplier.context,
        rowHref: (supplier) => paths.suppliersView(supplier.context),
        card: (supplier) => <SupplierCard supplier={supplier} />,
        cardHref: (supplier) => paths.suppliersView(supplier.context),
        empty: { nothingYet: 'No suppliers have been added yet.', nothingMatches: 'No suppliers match the filter.' },
      }}
    />
  );
}
