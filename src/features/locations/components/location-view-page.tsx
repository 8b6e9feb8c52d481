import { RecordViewPage } from '@/components/record-view/record-view-page';
import { ContactRecordSection } from '@/components/record-view/record-view-section';
import { recordKinds } from '@/lib/record-kinds';
import { useDeleteLocation } from '../api/delete-location';
import { useLocation } from '../api/get-location';
import { LOCATION_DELETED } from '../model/location-messages';

/** One location with Edit (LOC_U) and Delete (LOC_D, confirmed). */
export default function LocationViewPage() {
  return (
    <RecordViewPage kind={recordKinds.location} useRecord={useLocation} useDelete={useDeleteLocation} deletedMessage={LOCATION_DELETED}>
      {(record) => <ContactRecordSection idPrefix="location" record={record} />}
    </RecordViewPage>
  );
}
