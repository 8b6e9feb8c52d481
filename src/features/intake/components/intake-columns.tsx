import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { paths } from '@/config/paths';
import { formatDate, formatTime } from '@/lib/format';
import type { IntakeListItem } from '@/lib/schemas/intake-schemas';
import { primaryTelephone } from '../model/intake-display';
import { CustomerCell } from '@/components/data-table/customer-cell';
import { StatusChip } from '@/components/status-chip';

/** The desktop intake list: Date/Time, Type / Description, Status, Customer and Telephone. */
export const intakeColumns: DataTableColumn<IntakeListItem>[] = [
  {
    id: 'dateTime',
    header: 'Date/Time',
    sortField: 'DateTime',
    firstDirection: 'DESC',
    nowrap: true,
    cell: (intake) => (
      <>
        <Typography variant="body2">{formatDate(intake.dateTime)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatTime(intake.dateTime)}
        </Typography>
      </>
    ),
  },
  {
    id: 'description',
    header: 'Type / Description',
    sortField: 'IntakeType',
    minWidth: 220,
    cell: (intake) => (
      <>
        <Typography variant="caption" color="text.secondary" component="div">
          {intake.intakeType.text}
        </Typography>
        <Link component={RouterLink} to={paths.intakeView(intake.context)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {intake.description}
        </Link>
      </>
    ),
  },
  { id: 'status', header: 'Status', sortField: 'Status', nowrap: true, cell: (intake) => <StatusChip status={intake.status} /> },
  {
    id: 'customer',
    header: 'Customer',
    sortField: 'Customer',
    minWidth: 200,
    cell: (intake) => <CustomerCell customer={intake.customer} serviceAddress={intake.serviceAddress} />,
  },
  { id: 'telephone', header: 'Telephone', nowrap: true, cell: (intake) => primaryTelephone(intake.customer) },
];
