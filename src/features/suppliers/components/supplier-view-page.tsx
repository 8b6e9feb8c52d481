import { useParams } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ContactDetails } from '@/components/contact-fields/contact-details';
import { RecordView } from '@/components/record-view/record-view';
import { DetailList, Muted, RecordViewSection } from '@/components/record-view/record-view-section';
import { paths } from '@/config/paths';
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

function details(record: Supplier) {
  return [
    { label: 'Status', value: record.active ? 'Active' : 'Inactive' },
    { label: 'Supplier Type', value: record.supplierType?.text ?? 'None' },
    { label: 'Web Site', value: <WebSite address={record.webSiteAddress} /> },
  ];
}

/** One supplier with Edit (SPLR_U) and Delete (SPLR_D, confirmed). */
export default function SupplierViewPage() {
  const { context = '' } = useParams();
  const supplier = useSupplier(context);
  const deleteSupplier = useDeleteSupplier();
  if (!supplier.data) return <LinearProgress aria-label="Loading supplier" />;
  const record = supplier.data;
  return (
    <RecordView
      back={{ to: paths.suppliers, label: 'Back to Suppliers' }}
      title={record.name}
      active={record.active}
      edit={{ to: paths.suppliersEdit(record.context), permission: 'SPLR_U' }}
      remove={{
        permission: 'SPLR_D',
        noun: 'Supplier',
        run: () => deleteSupplier.mutateAsync(record.context),
        busy: deleteSupplier.isPending,
        doneMessage: SUPPLIER_DELETED,
        doneTo: paths.suppliers,
      }}
    >
      <RecordViewSection>
        <DetailList items={details(record)} />
        <ContactDetails idPrefix="supplier" address={record.address} telephoneList={record.telephoneList} emailList={record.emailList} />
      </RecordViewSection>
      <RecordViewSection title="Notes">
        {record.notes ? <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.notes}</Typography> : <Muted>No notes</Muted>}
      </RecordViewSection>
    </RecordView>
  );
}
