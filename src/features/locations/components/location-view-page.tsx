import { useParams } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import { ContactDetails } from '@/components/contact-fields/contact-details';
import { RecordView } from '@/components/record-view/record-view';
import { DetailList, RecordViewSection } from '@/components/record-view/record-view-section';
import { paths } from '@/config/paths';
import { useDeleteLocation } from '../api/delete-location';
import { useLocation } from '../api/get-location';
import { LOCATION_DELETED } from '../model/location-messages';

/** One location with Edit (LOC_U) and Delete (LOC_D, confirmed). */
export default function LocationViewPage() {
  const { context = '' } = useParams();
  const location = useLocation(context);
  const deleteLocation = useDeleteLocation();
  if (!location.data) return <LinearProgress aria-label="Loading location" />;
  const record = location.data;
  return (
    <RecordView
      back={{ to: paths.locations, label: 'Back to Locations' }}
      title={record.name}
      active={record.active}
      edit={{ to: paths.locationsEdit(record.context), permission: 'LOC_U' }}
      remove={{
        permission: 'LOC_D',
        noun: 'Location',
        run: () => deleteLocation.mutateAsync(record.context),
        busy: deleteLocation.isPending,
        doneMessage: LOCATION_DELETED,
        doneTo: paths.locations,
      }}
    >
      <RecordViewSection>
        <DetailList items={[{ label: 'Status', value: record.active ? 'Active' : 'Inactive' }]} />
        <ContactDetails idPrefix="location" address={record.address} telephoneList={record.telephoneList} emailList={record.emailList} />
      </RecordViewSection>
    </RecordView>
  );
}
