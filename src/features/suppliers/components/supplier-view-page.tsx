import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RecordViewPage } from '@/components/record-view/record-view-page';
import { ContactRecordSection, Muted, RecordViewSection } from '@/components/record-view/record-view-section';
import { recordKinds } from '@/lib/record-kinds';
import { isWebSiteAddress, type Supplier } from '@/lib/schemas/supplier-schemas';
import { useDeleteSupplier } from '../api/delete-supplier';
import { useSupplier } from '../api/get-supplier';
import { SUPPLIER_DELETED } from '../model/supplier-messages';

function WebSite({ address }: { address: string }) {
  if (!address) return <>None</>;
  if (!isWebSiteAddress(address)) return <>{address}</>;
  return (
    <Link href={address} target="_blank" rel="noopener noreferrer">
      {address}
    </Link>
  );
}

/** After Status: the supplier's type and web site. */
function details(record: Supplier) {
  return [
    { label: 'Supplier Type', value: record.supplierType?.text ?? 'None' },
    { label: 'Web Site', value: <WebSite address={record.webSiteAddress} /> },
  ];
}

/** One supplier with Edit (SPLR_U) and Delete (SPLR_D, confirmed). */
export default function SupplierViewPage() {
  return (
    <RecordViewPage kind={recordKinds.supplier} useRecord={useSupplier} useDelete={useDeleteSupplier} deletedMessage={SUPPLIER_DELETED}>
      {(record) => (
        <>
          <ContactRecordSection idPrefix="supplier" record={record} details={details(record)} />
          <RecordViewSection title="Notes">
            {record.notes ? <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.notes}</Typography> : <Muted>No notes</Muted>}
          </RecordViewSection>
        </>
      )}
    </RecordViewPage>
  );
}
