import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import { AddressBlock, EmailLines, PrimaryChip, TelephoneLines } from '@/components/contact-fields/contact-details';
import { InactiveBadge } from '@/components/inactive-badge';
import { RecordViewPage, type RecordViewOverrides } from '@/components/record-view/record-view-page';
import { DetailList, Muted, RecordViewSection } from '@/components/record-view/record-view-section';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { recordKinds } from '@/lib/record-kinds';
import { useCan } from '@/lib/permissions';
import type { CustomerRecord } from '@/lib/schemas/customer-schemas';
import { useDeleteCustomer } from '../api/delete-customer';
import { useCustomer } from '../api/get-customer';
import { CUSTOMER_DELETED } from '../model/customer-messages';
import { CustomerActivitySection } from './customer-activity-section';
import { TasksSection } from '@/features/tasks';

function ContactSection({ customer }: { customer: CustomerRecord }) {
  const companyContact = customer.customerType === 'Company' ? `${customer.firstName} ${customer.lastName}`.trim() : '';
  return (
    <RecordViewSection title="Contact">
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
      <TelephoneLines telephoneList={customer.telephoneList} />
      <Typography variant="subtitle2" component="h4" color="text.secondary">
        Email Addresses
      </Typography>
      <EmailLines emailList={customer.emailList} />
    </RecordViewSection>
  );
}

function AddressesSection({ customer }: { customer: CustomerRecord }) {
  const ordered = [...customer.addresses].sort((a, b) => a.addressType.localeCompare(b.addressType) * -1 || Number(b.primary) - Number(a.primary));
  return (
    <RecordViewSection title="Addresses">
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
              <AddressBlock address={address} />
              {address.notes ? (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    Access instructions:{' '}
                  </Box>
                  {address.notes}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Box>
      ) : (
        <Muted>No addresses</Muted>
      )}
    </RecordViewSection>
  );
}

function jobDefaults(config: NonNullable<CustomerRecord['jobConfig']>) {
  return [
    { label: 'Job Name Pattern', value: config.jobNamePattern || 'Company default' },
    { label: 'Discount', value: `${config.discount}%` },
    { label: 'Payment Term', value: config.paymentTerm?.description ?? 'None' },
    { label: 'Tax Override', value: config.taxOverride === null ? 'None' : `${config.taxOverride}%` },
  ];
}

function SubCustomersSection({ customer }: { customer: CustomerRecord }) {
  const canCreate = useCan('CUST_C');
  return (
    <RecordViewSection
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
    </RecordViewSection>
  );
}

/** The line under the heading: person or company, since when, the parent; Add Intake Form and Add Job. */
function CustomerSummaryLine({ customer }: { customer: CustomerRecord }) {
  const canAddIntake = useCan('INTAKE_C');
  const canAddJob = useCan('JOB_C');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: -1 }}>
      <Typography color="text.secondary">
        {customer.customerType} · Customer since {formatDate(customer.dateCreated)}
      </Typography>
      {customer.parent ? (
        <Typography color="text.secondary">
          · Sub-customer of{' '}
          <Link component={RouterLink} to={paths.customersView(customer.parent.context)}>
            {customer.parent.customerName}
          </Link>
        </Typography>
      ) : null}
      <Box sx={{ flexGrow: 1 }} />
      {canAddIntake ? (
        <Button component={RouterLink} to={paths.intakeAdd(customer.context)} variant="outlined" startIcon={<NoteAddOutlined />}>
          Add Intake Form
        </Button>
      ) : null}
      {canAddJob ? (
        <Button component={RouterLink} to={paths.jobsAddForCustomer(customer.context)} variant="outlined" startIcon={<PostAddOutlined />}>
          Add Job
        </Button>
      ) : null}
    </Box>
  );
}

/** The customer's name, the summary line, and Delete's question (customers with intake or jobs stay) and where it goes after. */
function customerView(record: CustomerRecord): RecordViewOverrides {
  return {
    title: record.customerName,
    maxWidth: 1400,
    remove: {
      message: `Delete ${record.customerName}? This cannot be undone. A customer with intake or jobs cannot be deleted; make it inactive instead.`,
      doneTo: record.parent ? paths.customersView(record.parent.context) : paths.customers,
    },
    summary: <CustomerSummaryLine customer={record} />,
  };
}

/**
 * One customer: contact details, addresses, notes, job defaults, parent or sub-customers and their
 * history; Edit (CUST_U), Delete (CUST_D, confirmed; the server refuses customers with intake or
 * jobs), Add Intake Form (INTAKE_C) and Add Job (JOB_C).
 */
export default function CustomerViewPage() {
  const canReadTasks = useCan('TASK_R');
  return (
    <RecordViewPage kind={recordKinds.customer} useRecord={useCustomer} useDelete={useDeleteCustomer} deletedMessage={CUSTOMER_DELETED} view={customerView}>
      {(record) => (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
            <ContactSection customer={record} />
            <AddressesSection customer={record} />
            <RecordViewSection title="Notes">
              {record.notes.trim() ? <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.notes}</Typography> : <Muted>No notes</Muted>}
            </RecordViewSection>
            {record.jobConfig ? (
              <RecordViewSection title="Job Defaults">
                <DetailList items={jobDefaults(record.jobConfig)} />
              </RecordViewSection>
            ) : null}
            {record.parent ? null : <SubCustomersSection customer={record} />}
          </Box>
          <CustomerActivitySection customerContext={record.context} />
          {canReadTasks ? <TasksSection owner={{ customer: record.context }} ownerName={record.customerName} /> : null}
        </>
      )}
    </RecordViewPage>
  );
}
