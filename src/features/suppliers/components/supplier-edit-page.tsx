import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { paths } from '@/config/paths';
import type { SupplierCreateRequest, Supplier } from '@/lib/schemas/supplier-schemas';
import { useSupplier } from '../api/get-supplier';
import { useUpdateSupplier } from '../api/update-supplier';
import { supplierToFormValues } from '../model/supplier-form';
import { SupplierEditor } from './supplier-editor';
import { useVersionedEdit } from '@/components/record-list/use-versioned-edit';
import { VersionConflictNotice } from '@/components/record-list/version-conflict-notice';

/**
 * Edit Supplier (SPLR_U): after a 409 the user may reload the supplier (see useVersionedEdit).
 */
export default function SupplierEditPage() {
  const { context = '' } = useParams();
  const supplier = useSupplier(context, { refetchOnWindowFocus: false });
  const updateSupplier = useUpdateSupplier();
  const { editing, conflict, reloading, generation, save, reload } = useVersionedEdit<Supplier, SupplierCreateRequest, Awaited<ReturnType<typeof updateSupplier.mutateAsync>>>(
    supplier,
    (request) => updateSupplier.mutateAsync(request),
  );

  if (!editing) return <LinearProgress aria-label="Loading supplier" />;

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <SupplierEditor
        key={generation}
        defaultValues={supplierToFormValues(editing)}
        onSave={save}
        cancelTo={paths.suppliersView(editing.context)}
        notice={conflict ? <VersionConflictNotice recordName="supplier" reloading={reloading} onReload={() => void reload()} /> : null}
      />
    </Box>
  );
}
