import Typography from '@mui/material/Typography';
import { ContactCard, contactColumns, nameColumn, RecordName } from '@/components/data-table/contact-columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { ContactListPage } from '@/components/list-page/contact-list-page';
import { useListPage } from '@/components/list-page/use-list-page';
import { paths } from '@/config/paths';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import type { SupplierListItem } from '@/lib/schemas/supplier-schemas';
import { useSupplierSearch } from '../api/search-suppliers';
import { ALL_SUPPLIER_TYPES, supplierListDefaults, supplierSearchRequest, supplierSortOptions, supplierTypeFilterOptions } from '../model/supplier-list';

const href = (supplier: SupplierListItem) => paths.suppliersView(supplier.context);
const columns: DataTableColumn<SupplierListItem>[] = [
  nameColumn((supplier) => supplier.name, href),
  { id: 'type', header: 'Supplier Type', sortField: 'SupplierType', cell: (supplier) => supplier.supplierType?.text ?? '' },
  ...contactColumns<SupplierListItem>(),
];

function SupplierCard({ supplier }: { supplier: SupplierListItem }) {
  return (
    <ContactCard item={supplier} title={<RecordName name={supplier.name} active={supplier.active} />}>
      {supplier.supplierType ? (
        <Typography variant="body2" color="text.secondary">
          {supplier.supplierType.text}
        </Typography>
      ) : null}
    </ContactCard>
  );
}

/** The supplier list (spec 1 §2): filter by status, supplier type and search term; sort; server paging. */
export default function SuppliersPage() {
  const list = useListPage(supplierListDefaults);
  const supplierTypes = usePicklist('SupplierType');
  const search = useSupplierSearch(supplierSearchRequest(list.query, list.pageSize), { enabled: list.enabled });
  return (
    <ContactListPage
      label="Suppliers"
      plural="suppliers"
      list={list}
      result={search}
      searchHint="Name, type, web site, address, telephone or email"
      filters={[
        { name: 'type', label: 'Supplier Type', options: supplierTypeFilterOptions(supplierTypes.data ?? []), emptyOption: ALL_SUPPLIER_TYPES, minWidth: 200 },
      ]}
      sortOptions={supplierSortOptions}
      add={{ label: 'Add Supplier', to: paths.suppliersAdd, permission: 'SPLR_C' }}
      columns={columns}
      href={href}
      card={(supplier) => <SupplierCard supplier={supplier} />}
    />
  );
}
