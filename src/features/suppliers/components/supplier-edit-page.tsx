import { useParams } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import { useVersionedEdit } from '@/components/record-list/use-versioned-edit';
import { paths } from '@/config/paths';
import type { Supplier, SupplierCreateRequest } from '@/lib/schemas/supplier-schemas';
import { useSupplier } from '../api/get-supplier';
import { useUpdateSupplier } from '../api/update-supplier';
import { supplierToFormValues } from '../model/supplier-form';
import { SupplierEditor } from './supplier-editor';

/** Edit Supplier (SPLR_U): after a 409 the user may reload the supplier (see useVersionedEdit). */
export default function SupplierEditPage() {
  const { context = '' } = useParams();
  const supplier = useSupplier(context, { refetchOnWindowFocus: false });
  const updateSupplier = useUpdateSupplier();
  const edit = useVersionedEdit<Supplier, SupplierCreateRequest>(supplier, (request) => updateSupplier.mutateAsync(request));
  if (!edit.editing) return <LinearProgress aria-label="Loading supplier" />;
  return (
    <SupplierEditor
      key={edit.generation}
      defaultValues={supplierToFormValues(edit.editing)}
      onSave={edit.save}
      cancelTo={paths.suppliersView(edit.editing.context)}
      versioned={edit}
    />
  );
}
