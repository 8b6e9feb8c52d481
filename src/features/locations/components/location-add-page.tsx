import { paths } from '@/config/paths';
import { useCreateLocation } from '../api/create-location';
import { newLocationFormValues } from '../model/location-form';
import { LocationEditor } from './location-editor';

/** Add Location (LOC_C): a new location is active by default. */
export default function LocationAddPage() {
  const createLocation = useCreateLocation();
  return <LocationEditor defaultValues={newLocationFormValues()} onSave={(request) => createLocation.mutateAsync(request)} cancelTo={paths.locations} />;
}
