import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { formatDate, formatTime } from '@/lib/format';
import type { IntakeListItem, IntakeSortField } from '@/lib/schemas/intake-schemas';
import { intakeActionTarget, primaryTelephone } from '../model/intake-display';
import { IntakeActionMenu } from './intake-action-menu';
import { IntakeCustomerCell } from './intake-customer-cell';
import { IntakeStatusChip } from './intake-status-chip';

/** Hidden from sight, still read by screen readers. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

export interface IntakeTableProps {
  intakes: IntakeListItem[];
  sortBy: IntakeSortField;
  direction: 'ASC' | 'DESC';
  onSort: (by: IntakeSortField) => void;
  /** Spec 2 §2: only users who may create, update or delete intake get the row action menu. */
  showActions: boolean;
}

function SortHeader({ label, field, sortBy, direction, onSort }: { label: string; field: IntakeSortField } & Omit<IntakeTableProps, 'intakes' | 'showActions'>) {
  const active = sortBy === field;
  return (
    <TableCell aria-sort={active ? (direction === 'ASC' ? 'ascending' : 'descending') : undefined} sx={{ whiteSpace: 'nowrap' }}>
      <TableSortLabel active={active} direction={active && direction === 'ASC' ? 'asc' : 'desc'} onClick={() => onSort(field)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}

/** The desktop intake list: Date/Time, Type / Description, Status, Customer, Telephone and the action menu. */
export function IntakeTable({ intakes, sortBy, direction, onSort, showActions }: IntakeTableProps) {
  const sort = { sortBy, direction, onSort };
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Intake" size="small">
        <TableHead>
          <TableRow>
            <SortHeader label="Date/Time" field="DateTime" {...sort} />
            <SortHeader label="Type / Description" field="IntakeType" {...sort} />
            <SortHeader label="Status" field="Status" {...sort} />
            <SortHeader label="Customer" field="Customer" {...sort} />
            <TableCell>Telephone</TableCell>
            {showActions ? (
              <TableCell padding="checkbox">
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {intakes.map((intake) => (
            <TableRow key={intake.context} hover>
              <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                <Typography variant="body2">{formatDate(intake.dateTime)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatTime(intake.dateTime)}
                </Typography>
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top', minWidth: 220 }}>
                <Typography variant="caption" color="text.secondary" component="div">
                  {intake.intakeType.text}
                </Typography>
                <Link component={RouterLink} to={paths.intakeView(intake.context)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {intake.description}
                </Link>
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>
                <IntakeStatusChip status={intake.status} />
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top', minWidth: 200 }}>
                <IntakeCustomerCell customer={intake.customer} serviceAddress={intake.serviceAddress} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{primaryTelephone(intake.customer)}</TableCell>
              {showActions ? (
                <TableCell padding="checkbox" sx={{ verticalAlign: 'top' }}>
                  <IntakeActionMenu target={intakeActionTarget(intake)} where="list" trigger="icon" onDeleted={() => undefined} />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
