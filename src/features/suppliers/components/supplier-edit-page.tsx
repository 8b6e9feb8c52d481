import { useState } from 'react';
import { useParams } from 'react-router-dom';
import axios from 'axios';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { paths } from '@/config/paths';
import type { SupplierCreateRequest, Supplier } from '@/lib/schemas/supplier-schemas';
import { useSupplier } from '../api/get-supplier';
import { useUpdateSupplier } from '../api/update-supplier';
import { supplierToFormValues } from '../model/supplier-form';
import { SupplierEditor } from './supplier-editor';
import { VersionConflictNotice } from '@/features/locations';

/**
 * Edit Supplier (SPLR_U). The form starts from the supplier as first loaded (later background
 * refreshes do not replace what is being typed); after a 409 the user may reload it.
 */
export default function SupplierEditPage() {
  const { context = '' } = useParams();
  const supplier = useSupplier(context, { refetchOnWindowFocus: false });
  const updateSupplier = useUpdateSupplier();
  const [editing, setEditing] = useState<Supplier | null>(null);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  // Each reload starts a fresh form (what was typed is discarded on purpose).
  const [generation, setGeneration] = useState(0);
  if (editing === null && supplier.data) setEditing(supplier.data);

  if (!editing) return <LinearProgress aria-label="Loading supplier" />;

  const handleSave = async (request: SupplierCreateRequest) => {
    try {
      return await updateSupplier.mutateAsync({ ...request, context: editing.context, version: editing.version });
    } catch (error) {
      if (axios.isAxiosError(error) && error.response?.status === 409) setConflict(true);
      throw error;
    }
  };

  const handleReload = async () => {
    setReloading(true);
    const fresh = await supplier.refetch();
    setReloading(false);
    if (fresh.data) {
      setEditing(fresh.data);
      setConflict(false);
      setGeneration((current) => current + 1);
    }
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <SupplierEditor
        key={generation}
        defaultValues={supplierToFormValues(editing)}
        onSave={handleSave}
        cancelTo={paths.suppliersView(editing.context)}
        notice={conflict ? <VersionConflictNotice recordName="supplier" reloading={reloading} onReload={() => void handleReload()} /> : null}
      />
    </Box>
  );
}
