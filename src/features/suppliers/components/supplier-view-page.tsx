import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContactDetails } from '@/components/contact-fields/contact-details';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/permissions';
import { isWebSiteAddress } from '@/lib/schemas/supplier-schemas';
import { RecordViewHeader } from '@/components/record-list/record-view-header';
import { useDeleteSupplier } from '../api/delete-supplier';
import { useSupplier } from '../api/get-supplier';
import { SUPPLIER_DELETED } from '../model/supplier-messages';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** One supplier with Edit (SPLR_U) and Delete (SPLR_D, confirmed). */
export default function SupplierViewPage() {
  const { context = '' } = useParams();
  const navigate = useNavigate();
  const canUpdate = useCan('SPLR_U');
  const canDelete = useCan('SPLR_D');
  const supplier = useSupplier(context);
  const deleteSupplier = useDeleteSupplier();
  const [confirming, setConfirming] = useState(false);

  if (!supplier.data) return <LinearProgress aria-label="Loading supplier" />;
  const record = supplier.data;

  const handleDelete = async () => {
    try {
      await deleteSupplier.mutateAsync(record.context);
    } catch {
      // The API client has shown the error; the supplier stays.
      setConfirming(false);
      return;
    }
    toast.success(SUPPLIER_DELETED);
    void navigate(paths.suppliers);
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 3, maxWidth: 1200 }}>
      <RecordViewHeader
        backTo={paths.suppliers}
        backLabel="Back to Suppliers"
        name={record.name}
        active={record.active}
        editTo={canUpdate ? paths.suppliersEdit(record.context) : null}
        onDelete={canDelete ? () => setConfirming(true) : null}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 3 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 1 }}>
          <Detail term="Status">{record.active ? 'Active' : 'Inactive'}</Detail>
          <Detail term="Supplier Type">{record.supplierType?.text ?? 'None'}</Detail>
          <Detail term="Web Site">
            {record.webSiteAddress && isWebSiteAddress(record.webSiteAddress) ? (
              <Link href={record.webSiteAddress} target="_blank" rel="noopener noreferrer">
                {record.webSiteAddress}
              </Link>
            ) : (
              record.webSiteAddress || 'None'
            )}
          </Detail>
        </Box>
        <ContactDetails idPrefix="supplier" address={record.address} telephoneList={record.telephoneList} emailList={record.emailList} />
        <Box component="section" aria-labelledby="supplier-notes" sx={{ display: 'grid', gap: 0.75 }}>
          <Typography id="supplier-notes" variant="subtitle2" component="h3" color="text.secondary">
            Notes
          </Typography>
          {record.notes ? (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.notes}</Typography>
          ) : (
            <Typography color="text.secondary">No notes</Typography>
          )}
        </Box>
      </Paper>
      <ConfirmDialog
        open={confirming}
        title="Delete Supplier?"
        message={`Delete ${record.name}? This cannot be undone.`}
        confirmLabel="Delete Supplier"
        destructive
        busy={deleteSupplier.isPending}
        onConfirm={() => void handleDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
