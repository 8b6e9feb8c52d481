import LinearProgress from '@mui/material/LinearProgress';
import { useRecordEditPage } from '@/components/record-list/use-record-edit-page';
import { paths } from '@/config/paths';
import type { Supplier } from '@/lib/schemas/supplier-schemas';
import type { SupplierCreateRequest } from '@/lib/schemas/supplier-request-schemas';
import { useSupplier } from '../api/get-supplier';
import { useUpdateSupplier } from '../api/update-supplier';
import { supplierToFormValues } from '../model/supplier-form';
import { SupplierEditor } from './supplier-editor';

/** Edit Supplier (SPLR_U): after a 409 the user may reload the supplier (see useVersionedEdit). */
export default function SupplierEditPage() {
  const { edit } = useRecordEditPage<Supplier, SupplierCreateRequest>(useSupplier, useUpdateSupplier);
  if (!edit.editing) return <LinearProgress aria-label="Loading supplier" />;
  const supplier = edit.editing;
  return (
    <SupplierEditor
      key={edit.generation}
      defaultValues={supplierToFormValues(supplier)}
      onSave={edit.save}
      cancelTo={paths.suppliersView(supplier.context)}
      versioned={edit}
    />
  );
}
