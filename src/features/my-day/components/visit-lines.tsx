import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { RecordViewSection } from '@/components/record-view/record-view-section';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import type { JobDetail } from '@/lib/schemas/job-detail-schemas';
import type { VisitJob } from '@/lib/schemas/visit-schemas';
import { visitText } from '../model/my-day-messages';

const lineColumns: readonly DataTableColumn<JobDetail>[] = [
  {
    id: 'name',
    header: 'Name',
    breakWords: true,
    cell: (line) => (
      <>
        {line.name}
        {line.description ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {line.description}
          </Typography>
        ) : null}
      </>
    ),
  },
  { id: 'quantity', header: 'Qty', align: 'right', nowrap: true, cell: (line) => line.priceDetail.quantity },
  { id: 'price', header: 'Price', align: 'right', nowrap: true, cell: (line) => formatMoney(line.priceDetail.price) },
];

/** The job's lines, read-only (what the server sends: no cost or markup without `JOB_COST_R`); Edit Job for users who may. */
export function VisitLines({ job }: { job: VisitJob }) {
  const mayEdit = useCan('JOB_U');
  const lines = job.lines.filter((line) => line.jobDetailType !== 'Subtotal');
  return (
    <RecordViewSection
      title={visitText.lines}
      action={
        mayEdit ? (
          <Button component={RouterLink} to={paths.jobsEdit(job.context)} size="small">
            {visitText.editJob}
          </Button>
        ) : null
      }
    >
      <DataTable label={visitText.lines} columns={lineColumns} rows={lines} rowKey={(line) => line.context} totalCount={lines.length} empty={{ nothingYet: visitText.noLines }} verticalAlign="top" />
    </RecordViewSection>
  );
}
