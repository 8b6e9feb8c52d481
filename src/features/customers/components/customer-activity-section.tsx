import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import type {
  ActivityEmail,
  ActivityIntake,
  ActivityInvoice,
  ActivityJob,
  ActivityPayment,
  ActivityProposal,
  CustomerActivity,
} from '@/lib/schemas/customer-schemas';
import { useCustomerActivity } from '../api/get-customer-activity';
import { activitySummary, invoiceState } from '../model/customer-activity';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';

type TabKey = 'intake' | 'jobs' | 'proposals' | 'invoices' | 'payments' | 'emails';

function JobLink({ context, children }: { context: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={paths.jobsView(context)}>
      {children}
    </Link>
  );
}

const intakeColumns: DataTableColumn<ActivityIntake>[] = [
  {
    id: 'title',
    header: 'Title',
    cell: (intake) => (
      <Link component={RouterLink} to={paths.intakeView(intake.context)}>
        {intake.description}
      </Link>
    ),
  },
  { id: 'date-time', header: 'Date/Time', cell: (intake) => formatDateTime(intake.dateTime), nowrap: true },
  { id: 'type', header: 'Type', cell: (intake) => intake.intakeType },
  { id: 'status', header: 'Status', cell: (intake) => intake.status },
];

const jobColumns: DataTableColumn<ActivityJob>[] = [
  {
    id: 'job',
    header: 'Job',
    cell: (job) => (
      <>
        <JobLink context={job.context}>{`#${job.number} ${job.name}`}</JobLink>
        {job.role === 'Billing' ? (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            Billed to this customer
          </Typography>
        ) : null}
      </>
    ),
  },
  { id: 'date', header: 'Date', cell: (job) => formatDate(job.dateTime), nowrap: true },
  { id: 'status', header: 'Status', cell: (job) => job.jobStatus },
  { id: 'total', header: 'Total', cell: (job) => formatMoney(job.total), align: 'right', nowrap: true },
];

const proposalColumns: DataTableColumn<ActivityProposal>[] = [
  { id: 'proposal', header: 'Proposal', cell: (proposal) => `#${proposal.number}`, nowrap: true },
  { id: 'date', header: 'Date', cell: (proposal) => formatDate(proposal.date), nowrap: true },
  { id: 'job', header: 'Job', cell: (proposal) => <JobLink context={proposal.jobContext}>{proposal.jobName}</JobLink> },
  { id: 'status', header: 'Status', cell: (proposal) => proposal.status },
  { id: 'total', header: 'Total', cell: (proposal) => formatMoney(proposal.total), align: 'right', nowrap: true },
];

const invoiceColumns: DataTableColumn<ActivityInvoice>[] = [
  { id: 'invoice', header: 'Invoice', cell: (invoice) => `#${invoice.number}`, nowrap: true },
  { id: 'date', header: 'Date', cell: (invoice) => formatDate(invoice.date), nowrap: true },
  { id: 'due', header: 'Due', cell: (invoice) => formatDate(invoice.dueDate), nowrap: true },
  { id: 'job', header: 'Job', cell: (invoice) => <JobLink context={invoice.jobContext}>{invoice.jobName}</JobLink> },
  {
    id: 'status',
    header: 'Status',
    cell: (invoice) => {
      const state = invoiceState(invoice);
      return <Chip size="small" variant="outlined" label={state} color={state === 'Overdue' ? 'error' : state === 'Paid' ? 'success' : 'default'} />;
    },
  },
  { id: 'total', header: 'Total', cell: (invoice) => formatMoney(invoice.total), align: 'right', nowrap: true },
  { id: 'amount-due', header: 'Amount Due', cell: (invoice) => formatMoney(invoice.amountDue), align: 'right', nowrap: true },
];

const paymentColumns: DataTableColumn<ActivityPayment>[] = [
  { id: 'date', header: 'Date', cell: (payment) => formatDate(payment.date), nowrap: true },
  { id: 'job', header: 'Job', cell: (payment) => <JobLink context={payment.jobContext}>{payment.jobName}</JobLink> },
  { id: 'invoice', header: 'Invoice', cell: (payment) => (payment.invoiceNumber === null ? '' : `#${payment.invoiceNumber}`), nowrap: true },
  { id: 'method', header: 'Method', cell: (payment) => [payment.method, payment.checkAuthNumber].filter(Boolean).join(' ') },
  { id: 'amount', header: 'Amount', cell: (payment) => formatMoney(payment.amount), align: 'right', nowrap: true },
];

const emailColumns: DataTableColumn<ActivityEmail>[] = [
  {
    id: 'subject',
    header: 'Subject',
    cell: (email) => (
      <Link component={RouterLink} to={`${paths.emailHistory}?q=${encodeURIComponent(email.subject)}`}>
        {email.subject}
      </Link>
    ),
  },
  { id: 'sent', header: 'Sent', cell: (email) => formatDateTime(email.sent), nowrap: true },
  { id: 'to', header: 'To', cell: (email) => email.to },
  { id: 'sent-by', header: 'Sent By', cell: (email) => email.sentByName },
];

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'error' }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.25, minWidth: 110 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600, fontSize: '1.125rem' }} color={tone === 'error' ? 'error' : undefined}>
        {value}
      </Typography>
    </Box>
  );
}

function Summary({ activity }: { activity: CustomerActivity }) {
  const summary = activitySummary(activity);
  const figures: ReactNode[] = [];
  if (summary.openIntake !== null) figures.push(<Figure key="intake" label="Open Intake" value={String(summary.openIntake)} />);
  if (summary.openJobs !== null) figures.push(<Figure key="jobs" label="Open Jobs" value={String(summary.openJobs)} />);
  if (summary.invoiced !== null) figures.push(<Figure key="invoiced" label="Invoiced" value={formatMoney(summary.invoiced)} />);
  if (summary.balanceDue !== null) {
    figures.push(
      <Figure
        key="due"
        label={summary.overdueInvoices ? `Balance Due (${summary.overdueInvoices} overdue)` : 'Balance Due'}
        value={formatMoney(summary.balanceDue)}
        tone={summary.overdueInvoices ? 'error' : undefined}
      />,
    );
  }
  if (figures.length === 0) return null;
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, md: 4 } }}>{figures}</Box>;
}

interface TabDef {
  key: TabKey;
  label: string;
  count: number;
  panel: ReactNode;
}

function tab<T extends { context: string }>(key: TabKey, label: string, rows: T[] | null | undefined, columns: DataTableColumn<T>[], emptyText: string): TabDef[] {
  if (!rows) return [];
  const panel = <DataTable label={label} rows={rows} rowKey={(row) => row.context} columns={columns} empty={{ nothingYet: emptyText }} />;
  return [{ key, label, count: rows.length, panel }];
}

/** A tab for each kind of record the user may read. */
function tabsOf(activity: CustomerActivity): TabDef[] {
  return [
    ...tab('intake', 'Intake', activity.intakes, intakeColumns, 'No intake yet.'),
    ...tab('jobs', 'Jobs', activity.jobs, jobColumns, 'No jobs yet.'),
    ...tab('proposals', 'Proposals', activity.proposals, proposalColumns, 'No proposals yet.'),
    ...tab('invoices', 'Invoices', activity.invoices, invoiceColumns, 'No invoices yet.'),
    ...tab('payments', 'Payments', activity.payments, paymentColumns, 'No payments yet.'),
    ...tab('emails', 'Emails', activity.emails, emailColumns, 'No emails sent to this customer yet.'),
  ];
}

/**
 * The customer's intake, jobs, proposals, invoices, payments and emails (one `Customer/GetActivity`
 * call), each kind the user may read in its own tab, newest first, with the open work and balance.
 */
export function CustomerActivitySection({ customerContext }: { customerContext: string }) {
  const activity = useCustomerActivity(customerContext);
  const [chosen, setChosen] = useState<TabKey | null>(null);
  const baseId = useId();
  const headingId = `${baseId}-heading`;

  let body: ReactNode;
  if (activity.isError) {
    body = <Alert severity="error">The customer&rsquo;s history could not be loaded.</Alert>;
  } else if (!activity.data) {
    body = <LinearProgress aria-label="Loading customer history" />;
  } else {
    const tabs = tabsOf(activity.data);
    const current = tabs.find((tab) => tab.key === chosen) ?? tabs[0];
    body =
      tabs.length === 0 || !current ? (
        <Typography color="text.secondary">You may not see this customer&rsquo;s intake, jobs or documents.</Typography>
      ) : (
        <>
          <Summary activity={activity.data} />
          <Tabs
            value={current.key}
            onChange={(_, key: TabKey) => setChosen(key)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label="Customer history"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {tabs.map((tab) => (
              <Tab
                key={tab.key}
                value={tab.key}
                label={`${tab.label} (${tab.count})`}
                id={`${baseId}-tab-${tab.key}`}
                aria-controls={tab.key === current.key ? `${baseId}-panel-${tab.key}` : undefined}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`${baseId}-panel-${current.key}`} aria-labelledby={`${baseId}-tab-${current.key}`}>
            {current.panel}
          </Box>
        </>
      );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        History
      </Typography>
      {body}
    </Paper>
  );
}
