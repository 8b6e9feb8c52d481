import { paths } from '@/config/paths';
import { useCreateSupplier } from '../api/create-supplier';
import { newSupplierFormValues } from '../model/supplier-form';
import { SupplierEditor } from './supplier-editor';

/** Add Supplier (SPLR_C): a new supplier is active by default. */
export default function SupplierAddPage() {
  const createSupplier = useCreateSupplier();
  return <SupplierEditor defaultValues={newSupplierFormValues()} onSave={(request) => createSupplier.mutateAsync(request)} cancelTo={paths.suppliers} />;
}
