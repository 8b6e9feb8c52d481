import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { paths } from '@/config/paths';
import type { LocationCreateRequest, LocationRecord } from '@/lib/schemas/location-schemas';
import { useLocation } from '../api/get-location';
import { useUpdateLocation } from '../api/update-location';
import { locationToFormValues } from '../model/location-form';
import { LocationEditor } from './location-editor';
import { useVersionedEdit } from '@/components/record-list/use-versioned-edit';
import { VersionConflictNotice } from '@/components/record-list/version-conflict-notice';

/**
 * Edit Location (LOC_U): after a 409 the user may reload the location (see useVersionedEdit).
 */
export default function LocationEditPage() {
  const { context = '' } = useParams();
  const location = useLocation(context, { refetchOnWindowFocus: false });
  const updateLocation = useUpdateLocation();
  const { editing, conflict, reloading, generation, save, reload } = useVersionedEdit<LocationRecord, LocationCreateRequest, Awaited<ReturnType<typeof updateLocation.mutateAsync>>>(
    location,
    (request) => updateLocation.mutateAsync(request),
  );

  if (!editing) return <LinearProgress aria-label="Loading location" />;

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <LocationEditor
        key={generation}
        defaultValues={locationToFormValues(editing)}
        onSave={save}
        cancelTo={paths.locationsView(editing.context)}
        notice={conflict ? <VersionConflictNotice recordName="location" reloading={reloading} onReload={() => void reload()} /> : null}
      />
    </Box>
  );
}
