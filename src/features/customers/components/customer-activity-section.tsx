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
import { ActivityTable, type ActivityColumn } from './activity-table';

type TabKey = 'intake' | 'jobs' | 'proposals' | 'invoices' | 'payments' | 'emails';

function JobLink({ context, children }: { context: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={paths.jobsView(context)}>
      {children}
    </Link>
  );
}

const intakeColumns: ActivityColumn<ActivityIntake>[] = [
  {
    label: 'Title',
    render: (intake) => (
      <Link component={RouterLink} to={paths.intakeView(intake.context)}>
        {intake.description}
      </Link>
    ),
  },
  { label: 'Date/Time', render: (intake) => formatDateTime(intake.dateTime), noWrap: true },
  { label: 'Type', render: (intake) => intake.intakeType },
  { label: 'Status', render: (intake) => intake.status },
];

const jobColumns: ActivityColumn<ActivityJob>[] = [
  {
    label: 'Job',
    render: (job) => (
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
  { label: 'Date', render: (job) => formatDate(job.dateTime), noWrap: true },
  { label: 'Status', render: (job) => job.jobStatus },
  { label: 'Total', render: (job) => formatMoney(job.total), numeric: true },
];

const proposalColumns: ActivityColumn<ActivityProposal>[] = [
  { label: 'Proposal', render: (proposal) => `#${proposal.number}`, noWrap: true },
  { label: 'Date', render: (proposal) => formatDate(proposal.date), noWrap: true },
  { label: 'Job', render: (proposal) => <JobLink context={proposal.jobContext}>{proposal.jobName}</JobLink> },
  { label: 'Status', render: (proposal) => proposal.status },
  { label: 'Total', render: (proposal) => formatMoney(proposal.total), numeric: true },
];

const invoiceColumns: ActivityColumn<ActivityInvoice>[] = [
  { label: 'Invoice', render: (invoice) => `#${invoice.number}`, noWrap: true },
  { label: 'Date', render: (invoice) => formatDate(invoice.date), noWrap: true },
  { label: 'Due', render: (invoice) => formatDate(invoice.dueDate), noWrap: true },
  { label: 'Job', render: (invoice) => <JobLink context={invoice.jobContext}>{invoice.jobName}</JobLink> },
  {
    label: 'Status',
    render: (invoice) => {
      const state = invoiceState(invoice);
      return <Chip size="small" variant="outlined" label={state} color={state === 'Overdue' ? 'error' : state === 'Paid' ? 'success' : 'default'} />;
    },
  },
  { label: 'Total', render: (invoice) => formatMoney(invoice.total), numeric: true },
  { label: 'Amount Due', render: (invoice) => formatMoney(invoice.amountDue), numeric: true },
];

const paymentColumns: ActivityColumn<ActivityPayment>[] = [
  { label: 'Date', render: (payment) => formatDate(payment.date), noWrap: true },
  { label: 'Job', render: (payment) => <JobLink context={payment.jobContext}>{payment.jobName}</JobLink> },
  { label: 'Invoice', render: (payment) => (payment.invoiceNumber === null ? '' : `#${payment.invoiceNumber}`), noWrap: true },
  { label: 'Method', render: (payment) => [payment.method, payment.checkAuthNumber].filter(Boolean).join(' ') },
  { label: 'Amount', render: (payment) => formatMoney(payment.amount), numeric: true },
];

const emailColumns: ActivityColumn<ActivityEmail>[] = [
  {
    label: 'Subject',
    render: (email) => (
      <Link component={RouterLink} to={`${paths.emailHistory}?q=${encodeURIComponent(email.subject)}`}>
        {email.subject}
      </Link>
    ),
  },
  { label: 'Sent', render: (email) => formatDateTime(email.sent), noWrap: true },
  { label: 'To', render: (email) => email.to },
  { label: 'Sent By', render: (email) => email.sentByName },
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

function tabsOf(activity: CustomerActivity): TabDef[] {
  const tabs: TabDef[] = [];
  if (activity.intakes) {
    tabs.push({
      key: 'intake',
      label: 'Intake',
      count: activity.intakes.length,
      panel: <ActivityTable label="Intake" rows={activity.intakes} rowKey={(row) => row.context} columns={intakeColumns} emptyText="No intake yet." />,
    });
  }
  if (activity.jobs) {
    tabs.push({
      key: 'jobs',
      label: 'Jobs',
      count: activity.jobs.length,
      panel: <ActivityTable label="Jobs" rows={activity.jobs} rowKey={(row) => row.context} columns={jobColumns} emptyText="No jobs yet." />,
    });
  }
  if (activity.proposals) {
    tabs.push({
      key: 'proposals',
      label: 'Proposals',
      count: activity.proposals.length,
      panel: <ActivityTable label="Proposals" rows={activity.proposals} rowKey={(row) => row.context} columns={proposalColumns} emptyText="No proposals yet." />,
    });
  }
  if (activity.invoices) {
    tabs.push({
      key: 'invoices',
      label: 'Invoices',
      count: activity.invoices.length,
      panel: <ActivityTable label="Invoices" rows={activity.invoices} rowKey={(row) => row.context} columns={invoiceColumns} emptyText="No invoices yet." />,
    });
  }
  if (activity.payments) {
    tabs.push({
      key: 'payments',
      label: 'Payments',
      count: activity.payments.length,
      panel: <ActivityTable label="Payments" rows={activity.payments} rowKey={(row) => row.context} columns={paymentColumns} emptyText="No payments yet." />,
    });
  }
  if (activity.emails) {
    tabs.push({
      key: 'emails',
      label: 'Emails',
      count: activity.emails.length,
      panel: <ActivityTable label="Emails" rows={activity.emails} rowKey={(row) => row.context} columns={emailColumns} emptyText="No emails sent to this customer yet." />,
    });
  }
  return tabs;
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
