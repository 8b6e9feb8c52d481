import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { paths } from '@/config/paths';
import type { OccurrenceKind, OccurrenceRecord, OccurrenceRecordsRequest } from '@/lib/schemas/report-occurrence-schemas';
import { useCompactWidth } from '@/lib/use-compact-width';
import { useOccurrenceRecords } from '../api/get-occurrence-report';
import { formatDay } from '../model/report-columns';
import { DialogCloseActions } from '@/components/dialog-close-actions';

const PAGE_SIZE = 25;

function recordHref(kind: OccurrenceKind, record: OccurrenceRecord): string {
  if (kind === 'intake') return paths.intakeView(record.context);
  return paths.jobsView(record.jobContext ?? '');
}

function recordName(kind: OccurrenceKind, record: OccurrenceRecord): string {
  if (kind === 'intake') return record.title;
  return `${kind === 'workorder' ? 'Work Order' : 'Proposal'} ${record.number}${record.title ? `: ${record.title}` : ''}`;
}

export interface OccurrenceDrill {
  /** What the count is ("Pending intake records, 11/01/2026 to 11/30/2026"). */
  title: string;
  request: Omit<OccurrenceRecordsRequest, 'pageNumber' | 'pageSize'>;
}

/** The records behind one count of an occurrence report, each linked to its page (a document opens its job). */
export function OccurrenceRecordsDialog({ drill, onClose }: { drill: OccurrenceDrill; onClose: () => void }) {
  const compact = useCompactWidth();
  const [pageNumber, setPageNumber] = useState(0);
  const records = useOccurrenceRecords({ ...drill.request, pageNumber, pageSize: PAGE_SIZE });
  const kind = drill.request.kind;
  const columns: DataTableColumn<OccurrenceRecord>[] = [
    { id: 'date', header: 'Date', nowrap: true, cell: (record) => formatDay(record.date) },
    {
      id: 'record',
      header: kind === 'intake' ? 'Intake' : 'Document',
      breakWords: true,
      cell: (record) => (
        <Link component={RouterLink} to={recordHref(kind, record)}>
          {recordName(kind, record)}
        </Link>
      ),
    },
    { id: 'customer', header: 'Customer', breakWords: true, cell: (record) => record.customerName },
    { id: 'group', header: 'Group', cell: (record) => record.group },
  ];
  const count = records.data?.searchResultCount ?? 0;
  return (
    <Dialog open onClose={onClose} fullScreen={compact} fullWidth maxWidth="md" aria-labelledby="occurrence-records-title">
      <DialogTitle id="occurrence-records-title">{drill.title}</DialogTitle>
      <DialogContent dividers>
        <DataTable
          label={drill.title}
          columns={columns}
          rows={records.data?.results}
          rowKey={(record) => record.context}
          totalCount={count}
          updating={records.isFetching}
          empty={{ nothingYet: 'No records.' }}
          paging={{ count, pageNumber, pageSize: PAGE_SIZE, onPageChange: setPageNumber }}
        />
      </DialogContent>
      <DialogCloseActions onClose={onClose} autoFocus />
    </Dialog>
  );
}
