import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import { addressLines, telephoneHref } from '@/components/contact-fields/contact-details';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InactiveBadge } from '@/components/inactive-badge';
import { RecordViewHeader } from '@/components/record-list/record-view-header';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import type { CustomerRecord } from '@/lib/schemas/customer-schemas';
import { useDeleteCustomer } from '../api/delete-customer';
import { useCustomer } from '../api/get-customer';
import { CUSTOMER_DELETED } from '../model/customer-messages';
import { CustomerActivitySection } from './customer-activity-section';

function Card({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = `customer-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 1.5, alignContent: 'start', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

function PrimaryChip() {
  return <Chip label="Primary" size="small" color="primary" variant="outlined" sx={{ height: 20 }} />;
}

function Muted({ children }: { children: ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>;
}

function ContactCard({ customer }: { customer: CustomerRecord }) {
  const companyContact = customer.customerType === 'Company' ? `${customer.firstName} ${customer.lastName}`.trim() : '';
  return (
    <Card title="Contact">
      {companyContact ? (
        <Typography>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Contact:{' '}
          </Box>
          {companyContact}
        </Typography>
      ) : null}
      <Typography variant="subtitle2" component="h4" color="text.secondary">
        Telephone Numbers
      </Typography>
      {customer.telephoneList.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
          {customer.telephoneList.map((telephone) => (
            <Box component="li" key={telephone.context} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ minWidth: 56 }}>
                {telephone.telephoneType}
              </Typography>
              <Link href={telephoneHref(telephone.number)}>{telephone.number}</Link>
              {telephone.primary ? <PrimaryChip /> : null}
            </Box>
          ))}
        </Box>
      ) : (
        <Muted>No telephone numbers</Muted>
      )}
      <Typography variant="subtitle2" component="h4" color="text.secondary">
        Email Addresses
      </Typography>
      {customer.emailList.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
          {customer.emailList.map((email) => (
            <Box component="li" key={email.context} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ minWidth: 56 }}>
                {email.emailType}
              </Typography>
              <Link href={`mailto:${email.address}`} sx={{ overflowWrap: 'anywhere' }}>
                {email.address}
              </Link>
              {email.primary ? <PrimaryChip /> : null}
            </Box>
          ))}
        </Box>
      ) : (
        <Muted>No email addresses</Muted>
      )}
    </Card>
  );
}

function AddressesCard({ customer }: { customer: CustomerRecord }) {
  const ordered = [...customer.addresses].sort((a, b) => a.addressType.localeCompare(b.addressType) * -1 || Number(b.primary) - Number(a.primary));
  return (
    <Card title="Addresses">
      {ordered.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {ordered.map((address) => (
            <Box component="li" key={address.context} sx={{ display: 'grid', gap: 0.5 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" color="text.secondary">
                  {address.addressType}
                </Typography>
                {address.primary ? <PrimaryChip /> : null}
              </Box>
              <Typography component="address" sx={{ fontStyle: 'normal' }}>
                {addressLines(address).map((line, index) => (
                  <Box component="span" key={index} sx={{ display: 'block' }}>
                    {line}
                  </Box>
                ))}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Muted>No addresses</Muted>
      )}
    </Card>
  );
}

function JobDefaultsCard({ customer }: { customer: CustomerRecord }) {
  const config = customer.jobConfig;
  const rows: [string, string][] = [
    ['Job Name Pattern', config.jobNamePattern || 'Company default'],
    ['Discount', `${config.discount}%`],
    ['Payment Term', config.paymentTerm?.description ?? 'None'],
    ['Tax Override', config.taxOverride === null ? 'None' : `${config.taxOverride}%`],
  ];
  return (
    <Card title="Job Defaults">
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 1 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}

function SubCustomersCard({ customer, canCreate }: { customer: CustomerRecord; canCreate: boolean }) {
  return (
    <Card
      title="Sub-Customers"
      action={
        canCreate ? (
          <Button size="small" startIcon={<AddBusinessOutlined />} component={RouterLink} to={`${paths.customersAdd}?parent=${encodeURIComponent(customer.context)}`}>
            Add Sub-Customer
          </Button>
        ) : null
      }
    >
      {customer.subCustomers.length > 0 ? (
        <Box component="ul" aria-label="Sub-customers" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
          {customer.subCustomers.map((sub) => (
            <Box component="li" key={sub.context} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={paths.customersView(sub.context)}>
                {sub.customerName}
              </Link>
              {sub.active ? null : <InactiveBadge />}
            </Box>
          ))}
        </Box>
      ) : (
        <Muted>No sub-customers. Add one for each property or site of this customer, such as a tenant&rsquo;s unit.</Muted>
      )}
    </Card>
  );
}

/**
 * One customer: contact details, addresses, notes, job defaults, parent or sub-customers and their
 * history; Edit (CUST_U), Delete (CUST_D, confirmed; the server refuses customers with intake or
 * jobs), Add Intake Form (INTAKE_C) and Add Job (JOB_C).
 */
export default function CustomerViewPage() {
  const { context = '' } = useParams();
  const navigate = useNavigate();
  const canUpdate = useCan('CUST_U');
  const canDelete = useCan('CUST_D');
  const canCreate = useCan('CUST_C');
  const canAddIntake = useCan('INTAKE_C');
  const canAddJob = useCan('JOB_C');
  const customer = useCustomer(context);
  const deleteCustomer = useDeleteCustomer();
  const [confirming, setConfirming] = useState(false);

  if (!customer.data) return <LinearProgress aria-label="Loading customer" />;
  const record = customer.data;

  const handleDelete = async () => {
    try {
      await deleteCustomer.mutateAsync(record.context);
    } catch {
      // The API client has shown why (e.g. the customer has intake or jobs); the customer stays.
      setConfirming(false);
      return;
    }
    toast.success(CUSTOMER_DELETED);
    void navigate(record.parent ? paths.customersView(record.parent.context) : paths.customers);
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, maxWidth: 1400 }}>
      <RecordViewHeader
        backTo={paths.customers}
        backLabel="Back to Customers"
        name={record.customerName}
        active={record.active}
        editTo={canUpdate ? paths.customersEdit(record.context) : null}
        onDelete={canDelete ? () => setConfirming(true) : null}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: -1 }}>
        <Typography color="text.secondary">
          {record.customerType} · Customer since {formatDate(record.dateCreated)}
        </Typography>
        {record.parent ? (
          <Typography color="text.secondary">
            · Sub-customer of{' '}
            <Link component={RouterLink} to={paths.customersView(record.parent.context)}>
              {record.parent.customerName}
            </Link>
          </Typography>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        {canAddIntake ? (
          <Button component={RouterLink} to={paths.intakeAdd(record.context)} variant="outlined" startIcon={<NoteAddOutlined />}>
            Add Intake Form
          </Button>
        ) : null}
        {canAddJob ? (
          <Button component={RouterLink} to={paths.jobsAddForCustomer(record.context)} variant="outlined" startIcon={<PostAddOutlined />}>
            Add Job
          </Button>
        ) : null}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
        <ContactCard customer={record} />
        <AddressesCard customer={record} />
        <Card title="Notes">
          {record.notes.trim() ? <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.notes}</Typography> : <Muted>No notes</Muted>}
        </Card>
        <JobDefaultsCard customer={record} />
        {record.parent ? null : <SubCustomersCard customer={record} canCreate={canCreate} />}
      </Box>
      <CustomerActivitySection customerContext={record.context} />
      <ConfirmDialog
        open={confirming}
        title="Delete Customer?"
        message={`Delete ${record.customerName}? This cannot be undone. A customer with intake or jobs cannot be deleted; make it inactive instead.`}
        confirmLabel="Delete Customer"
        destructive
        busy={deleteCustomer.isPending}
        onConfirm={() => void handleDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
