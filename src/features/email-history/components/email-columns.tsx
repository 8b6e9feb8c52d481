import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AttachFile from '@mui/icons-material/AttachFile';
import SendOutlined from '@mui/icons-material/SendOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { visuallyHidden } from '@/components/visually-hidden';
import { formatDateTime } from '@/lib/format';
import type { EmailHistoryItem, EmailHistorySortColumn } from '@/lib/schemas/email-history-schemas';
import { formatParties, partiesSummary } from '../model/email-parties';
import { emailSortFirstDirection, emailSortLabels } from '../model/email-list-query';
import { ResendMarkers } from './resend-marker';

function attachmentText(count: number): string {
  return `${count} attachment${count === 1 ? '' : 's'}`;
}

function sortable(column: EmailHistorySortColumn): Pick<DataTableColumn<EmailHistoryItem>, 'header' | 'sortField' | 'firstDirection'> {
  return { header: emailSortLabels[column], sortField: column, firstDirection: emailSortFirstDirection(column) };
}

function Parties({ parties }: { parties: EmailHistoryItem['from'] }) {
  return (
    <Tooltip title={formatParties(parties)} describeChild>
      <span>{partiesSummary(parties)}</span>
    </Tooltip>
  );
}

const baseColumns: DataTableColumn<EmailHistoryItem>[] = [
  { id: 'sent', ...sortable('Sent'), nowrap: true, cell: (email) => formatDateTime(email.sent) },
  { id: 'sentBy', ...sortable('SentByName'), cell: (email) => email.sentByName },
  { id: 'from', ...sortable('From'), cell: (email) => <Parties parties={email.from} /> },
  { id: 'to', ...sortable('To'), cell: (email) => <Parties parties={email.to} /> },
  { id: 'subject', ...sortable('Subject'), minWidth: 220, cell: (email) => email.subject },
  {
    id: 'attachment',
    ...sortable('Attachment'),
    cell: (email) =>
      email.attachments.length > 0 ? (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <AttachFile fontSize="small" aria-hidden />
          <span aria-hidden>{email.attachments.length}</span>
          <span style={visuallyHidden}>{attachmentText(email.attachments.length)}</span>
        </Stack>
      ) : null,
  },
];

const resendColumn: DataTableColumn<EmailHistoryItem> = { id: 'resend', header: 'Resend', cell: (email) => <ResendMarkers email={email} variant="icons" /> };

/** The desktop columns; Resend only when some email on the page is a resend or was resent. */
export function emailColumns(showResend: boolean): DataTableColumn<EmailHistoryItem>[] {
  return showResend ? [...baseColumns, resendColumn] : baseColumns;
}

export interface EmailActionsProps {
  email: EmailHistoryItem;
  onView: (email: EmailHistoryItem) => void;
  onResend: (email: EmailHistoryItem) => void;
}

/** View and Resend of one email (a table row's last cell, a card's foot). */
export function EmailActions({ email, onView, onResend }: EmailActionsProps) {
  return (
    <>
      <Button size="small" startIcon={<VisibilityOutlined />} onClick={() => onView(email)} aria-label={`View ${email.subject}`}>
        View
      </Button>
      <Button size="small" startIcon={<SendOutlined />} onClick={() => onResend(email)} aria-label={`Resend ${email.subject}`}>
        Resend
      </Button>
    </>
  );
}
