import { RecordEditPage } from '@/components/record-list/record-edit-page';
import { paths } from '@/config/paths';
import type { Supplier } from '@/lib/schemas/supplier-schemas';
import type { SupplierCreateRequest } from '@/lib/schemas/supplier-request-schemas';
import { useSupplier } from '../api/get-supplier';
import { useUpdateSupplier } from '../api/update-supplier';
import { supplierToFormValues } from '../model/supplier-form';
import { SupplierEditor } from './supplier-editor';

/** Edit Supplier (SPLR_U): after a 409 the user may reload the supplier (see useVersionedEdit). */
export default function SupplierEditPage() {
  return (
    <RecordEditPage<Supplier, SupplierCreateRequest> useRecord={useSupplier} useUpdate={useUpdateSupplier} recordName="supplier">
      {(supplier, edit) => <SupplierEditor defaultValues={supplierToFormValues(supplier)} onSave={edit.save} cancelTo={paths.suppliersView(supplier.context)} versioned={edit} />}
    </RecordEditPage>
  );
}
