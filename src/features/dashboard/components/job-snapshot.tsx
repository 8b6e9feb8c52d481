import { paths } from '@/config/paths';
import { truncateText } from '@/lib/format';
import { InactiveBadge } from '@/components/inactive-badge';
import { useRecentJobs } from '../api/search-recent-jobs';
import { snapshotDefinition, truncation } from '../model/snapshots';
import { ListSnapshot } from './list-snapshot';
import { StatusChip } from '@/components/status-chip';
import { useSnapshotFilter } from './use-snapshot-filter';

const definition = snapshotDefinition('job');

export function JobSnapshot() {
  const { request, control } = useSnapshotFilter(definition, 'JOB_DEF_STAT_FLTR');
  const query = useRecentJobs(request);
  return (
    <ListSnapshot
      definition={definition}
      filter={control}
      viewAllLabel="View All Jobs"
      query={query}
      rows={(jobs) => jobs}
      label="recent jobs"
      emptyText="No jobs to show."
      row={(job) => ({
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
      })}
    />
  );
}
