import { paths } from '@/config/paths';
import { truncateText } from '@/lib/format';
import type { JobListItem } from '@/lib/schemas/dashboard-schemas';
import { InactiveBadge } from '@/components/inactive-badge';
import { StatusChip } from '@/components/status-chip';
import { useRecentJobs } from '../api/search-recent-jobs';
import { listSnapshotDefinition, truncation } from '../model/snapshots';
import { ListSnapshot } from './list-snapshot';
import type { SnapshotListRowProps } from './snapshot-list';
import { useSnapshotFilter } from './use-snapshot-filter';

const definition = listSnapshotDefinition('job');

function jobRow(job: JobListItem): SnapshotListRowProps {
  return {
    to: paths.jobsView(job.context),
    primary: `#${job.number} ${job.name}`,
    aside: <StatusChip status={job.jobStatus.text} />,
    secondary: (
      <>
        {job.jobType.text} · {job.serviceCustomer.customerName}
        {job.serviceCustomer.active ? null : <InactiveBadge sx={{ ml: 1 }} />}
      </>
    ),
    tertiary: job.description ? truncateText(job.description, truncation.jobDescription) : undefined,
  };
}

export function JobSnapshot() {
  const { request, control } = useSnapshotFilter(definition, 'JOB_DEF_STAT_FLTR');
  const query = useRecentJobs(request);
  return <ListSnapshot definition={definition} filter={control} query={query} rows={(jobs) => jobs} row={jobRow} />;
}
