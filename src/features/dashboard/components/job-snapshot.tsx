import { paths } from '@/config/paths';
import { truncateText } from '@/lib/format';
import { useRecentJobs } from '../api/search-recent-jobs';
import { snapshotDefinition, truncation } from '../model/snapshots';
import { InactiveBadge } from '@/components/inactive-badge';
import { SnapshotCard } from './snapshot-card';
import { SnapshotList, SnapshotListRow } from './snapshot-list';
import { SnapshotQueryBody } from './snapshot-query-body';
import { StatusChip } from './status-chip';
import { useSnapshotFilter } from './use-snapshot-filter';

const definition = snapshotDefinition('job');

export function JobSnapshot() {
  const { request, control } = useSnapshotFilter(definition, 'JOB_DEF_STAT_FLTR');
  const query = useRecentJobs(request);
  return (
    <SnapshotCard title={definition.title} filter={control} viewAll={{ route: definition.viewAllRoute, label: 'View All Jobs' }}>
      <SnapshotQueryBody query={query} label="recent jobs" isEmpty={(rows) => rows.length === 0} emptyText="No jobs to show.">
        {(rows) => (
          <SnapshotList label={definition.title}>
            {rows.map((job) => (
              <SnapshotListRow
                key={job.context}
                to={paths.jobsView(job.context)}
                primary={`#${job.number} ${job.name}`}
                aside={<StatusChip status={job.jobStatus.text} />}
                secondary={
                  <>
                    {job.jobType.text} · {job.serviceCustomer.customerName}
                    {job.serviceCustomer.active ? null : <InactiveBadge sx={{ ml: 1 }} />}
                  </>
                }
                tertiary={job.description ? truncateText(job.description, truncation.jobDescription) : undefined}
              />
            ))}
          </SnapshotList>
        )}
      </SnapshotQueryBody>
    </SnapshotCard>
  );
}
