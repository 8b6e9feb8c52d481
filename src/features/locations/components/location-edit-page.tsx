import { useState } from 'react';
import { useParams } from 'react-router-dom';
import axios from 'axios';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { paths } from '@/config/paths';
import type { LocationCreateRequest, LocationRecord } from '@/lib/schemas/location-schemas';
import { useLocation } from '../api/get-location';
import { useUpdateLocation } from '../api/update-location';
import { locationToFormValues } from '../model/location-form';
import { LocationEditor } from './location-editor';
import { VersionConflictNotice } from './version-conflict-notice';

/**
 * Edit Location (LOC_U). The form starts from the location as first loaded (later background
 * refreshes do not replace what is being typed); after a 409 the user may reload it.
 */
export default function LocationEditPage() {
  const { context = '' } = useParams();
  const location = useLocation(context, { refetchOnWindowFocus: false });
  const updateLocation = useUpdateLocation();
  const [editing, setEditing] = useState<LocationRecord | null>(null);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  // Each reload starts a fresh form (what was typed is discarded on purpose).
  const [generation, setGeneration] = useState(0);
  if (editing === null && location.data) setEditing(location.data);

  if (!editing) return <LinearProgress aria-label="Loading location" />;

  const handleSave = async (request: LocationCreateRequest) => {
    try {
      return await updateLocation.mutateAsync({ ...request, context: editing.context, version: editing.version });
    } catch (error) {
      if (axios.isAxiosError(error) && error.response?.status === 409) setConflict(true);
      throw error;
    }
  };

  const handleReload = async () => {
    setReloading(true);
    const fresh = await location.refetch();
    setReloading(false);
    if (fresh.data) {
      setEditing(fresh.data);
      setConflict(false);
      setGeneration((current) => current + 1);
    }
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <LocationEditor
        key={generation}
        defaultValues={locationToFormValues(editing)}
        onSave={handleSave}
        cancelTo={paths.locationsView(editing.context)}
        notice={conflict ? <VersionConflictNotice recordName="location" reloading={reloading} onReload={() => void handleReload()} /> : null}
      />
    </Box>
  );
}
