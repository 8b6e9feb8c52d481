import { useParams } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import { useVersionedEdit } from '@/components/record-list/use-versioned-edit';
import { paths } from '@/config/paths';
import type { LocationCreateRequest, LocationRecord } from '@/lib/schemas/location-schemas';
import { useLocation } from '../api/get-location';
import { useUpdateLocation } from '../api/update-location';
import { locationToFormValues } from '../model/location-form';
import { LocationEditor } from './location-editor';

/** Edit Location (LOC_U): after a 409 the user may reload the location (see useVersionedEdit). */
export default function LocationEditPage() {
  const { context = '' } = useParams();
  const location = useLocation(context, { refetchOnWindowFocus: false });
  const updateLocation = useUpdateLocation();
  const edit = useVersionedEdit<LocationRecord, LocationCreateRequest>(location, (request) => updateLocation.mutateAsync(request));
  if (!edit.editing) return <LinearProgress aria-label="Loading location" />;
  return (
    <LocationEditor
      key={edit.generation}
      defaultValues={locationToFormValues(edit.editing)}
      onSave={edit.save}
      cancelTo={paths.locationsView(edit.editing.context)}
      versioned={edit}
    />
  );
}
