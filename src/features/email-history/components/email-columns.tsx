import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import AttachFile from '@mui/icons-material/AttachFile';
import SendOutlined from '@mui/icons-material/SendOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { formatDateTime } from '@/lib/format';
import { emailHistorySortColumns, type EmailHistoryItem, type EmailHistorySortColumn } from '@/lib/schemas/email-history-schemas';
import { formatParties, partiesSummary } from '../model/email-parties';
import { emailSortLabels } from '../model/email-list-query';
import { ResendMarkers } from './resend-marker';
import { visuallyHidden } from '@/components/visually-hidden';

export interface EmailHistoryTableProps {
  items: readonly EmailHistoryItem[];
  sortBy: string;
  sortDirection: 'ASC' | 'DESC';
  showResendColumn: boolean;
  onSort: (column: EmailHistorySortColumn) => void;
  onView: (email: EmailHistoryItem) => void;
  onResend: (email: EmailHistoryItem) => void;
}

function attachmentText(count: number): string {
  return `${count} attachment${count === 1 ? '' : 's'}`;
}

/** Desktop layout: a table with sortable headers. */
export function EmailHistoryTable({ items, sortBy, sortDirection, showResendColumn, onSort, onView, onResend }: EmailHistoryTableProps) {
  const direction = sortDirection === 'ASC' ? 'asc' : 'desc';
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Email history">
        <TableHead>
          <TableRow>
            {emailHistorySortColumns.map((column) => (
              <TableCell key={column} sortDirection={sortBy === column ? direction : false} sx={{ whiteSpace: 'nowrap' }}>
                <TableSortLabel active={sortBy === column} direction={sortBy === column ? direction : 'asc'} onClick={() => onSort(column)}>
                  {emailSortLabels[column]}
                  {sortBy === column ? (
                    <span style={visuallyHidden}>{sortDirection === 'ASC' ? ', sorted ascending' : ', sorted descending'}</span>
                  ) : null}
                </TableSortLabel>
              </TableCell>
            ))}
            {showResendColumn ? <TableCell>Resend</TableCell> : null}
            <TableCell align="right">
              <span style={visuallyHidden}>Actions</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((email) => (
            <TableRow key={email.context} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(email.sent)}</TableCell>
              <TableCell>{email.sentByName}</TableCell>
              <TableCell>
                <Tooltip title={formatParties(email.from)} describeChild>
                  <span>{partiesSummary(email.from)}</span>
                </Tooltip>
              </TableCell>
              <TableCell>
                <Tooltip title={formatParties(email.to)} describeChild>
                  <span>{partiesSummary(email.to)}</span>
                </Tooltip>
              </TableCell>
              <TableCell sx={{ minWidth: 220 }}>{email.subject}</TableCell>
              <TableCell>
                {email.attachments.length > 0 ? (
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <AttachFile fontSize="small" aria-hidden />
                    <span aria-hidden>{email.attachments.length}</span>
                    <span style={visuallyHidden}>{attachmentText(email.attachments.length)}</span>
                  </Stack>
                ) : null}
              </TableCell>
              {showResendColumn ? (
                <TableCell>
                  <ResendMarkers email={email} variant="icons" />
                </TableCell>
              ) : null}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" startIcon={<VisibilityOutlined />} onClick={() => onView(email)} aria-label={`View ${email.subject}`}>
                  View
                </Button>
                <Button size="small" startIcon={<SendOutlined />} onClick={() => onResend(email)} aria-label={`Resend ${email.subject}`}>
                  Resend
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
