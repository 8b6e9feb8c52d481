import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContactDetails } from '@/components/contact-fields/contact-details';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/permissions';
import { useDeleteLocation } from '../api/delete-location';
import { useLocation } from '../api/get-location';
import { LOCATION_DELETED } from '../model/location-messages';
import { RecordViewHeader } from '@/components/record-list/record-view-header';

/** One location with Edit (LOC_U) and Delete (LOC_D, confirmed). */
export default function LocationViewPage() {
  const { context = '' } = useParams();
  const navigate = useNavigate();
  const canUpdate = useCan('LOC_U');
  const canDelete = useCan('LOC_D');
  const location = useLocation(context);
  const deleteLocation = useDeleteLocation();
  const [confirming, setConfirming] = useState(false);

  if (!location.data) return <LinearProgress aria-label="Loading location" />;
  const record = location.data;

  const handleDelete = async () => {
    try {
      await deleteLocation.mutateAsync(record.context);
    } catch {
      // The API client has shown the error; the location stays.
      setConfirming(false);
      return;
    }
    toast.success(LOCATION_DELETED);
    void navigate(paths.locations);
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 3, maxWidth: 1200 }}>
      <RecordViewHeader
        backTo={paths.locations}
        backLabel="Back to Locations"
        name={record.name}
        active={record.active}
        editTo={canUpdate ? paths.locationsEdit(record.context) : null}
        onDelete={canDelete ? () => setConfirming(true) : null}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 3 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 1 }}>
          <Typography component="dt" color="text.secondary">
            Status
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {record.active ? 'Active' : 'Inactive'}
          </Typography>
        </Box>
        <ContactDetails idPrefix="location" address={record.address} telephoneList={record.telephoneList} emailList={record.emailList} />
      </Paper>
      <ConfirmDialog
        open={confirming}
        title="Delete Location?"
        message={`Delete ${record.name}? This cannot be undone.`}
        confirmLabel="Delete Location"
        destructive
        busy={deleteLocation.isPending}
        onConfirm={() => void handleDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
