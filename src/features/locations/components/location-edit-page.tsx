import { RecordEditPage } from '@/components/record-list/record-edit-page';
import { paths } from '@/config/paths';
import type { LocationRecord } from '@/lib/schemas/location-schemas';
import type { LocationCreateRequest } from '@/lib/schemas/location-request-schemas';
import { useLocation } from '../api/get-location';
import { useUpdateLocation } from '../api/update-location';
import { locationToFormValues } from '../model/location-form';
import { LocationEditor } from './location-editor';

/** Edit Location (LOC_U): after a 409 the user may reload the location (see useVersionedEdit). */
export default function LocationEditPage() {
  return (
    <RecordEditPage<LocationRecord, LocationCreateRequest> useRecord={useLocation} useUpdate={useUpdateLocation} recordName="location">
      {(location, edit) => <LocationEditor defaultValues={locationToFormValues(location)} onSave={edit.save} cancelTo={paths.locationsView(location.context)} versioned={edit} />}
    </RecordEditPage>
  );
}
