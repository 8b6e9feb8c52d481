import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { RecordView } from '@/components/record-view/record-view';
import { StatusChip } from '@/components/status-chip';
import { toast } from '@/components/toasts';
import { useUserState } from '@/lib/auth/use-session';
import { formatDateTime } from '@/lib/format';
import type { OutboxRecord } from '@/lib/offline/offline-db';
import { useOnline } from '@/lib/offline/online-status';
import { removeOutboxRecord, updateOutboxRecord, useOutbox } from '@/lib/offline/outbox';
import { replayOutbox } from '@/lib/offline/outbox-replay';
import { rebaseOnCurrent } from '../model/describe-change';
import { outboxText, visitText } from '../model/my-day-messages';
import { myDayPaths } from '../model/my-day-paths';
import { ConflictDialog } from './conflict-dialog';
import { OfflineBanner } from './offline-banner';

const stateText: Record<OutboxRecord['state'], string> = { pending: outboxText.waiting, conflict: outboxText.conflict, failed: outboxText.failed };

/**
 * The queue (issue 17): every change made on this device that the server does not have yet, in the
 * order it will be sent, with what became of the ones the server refused. Nothing leaves it unless
 * the server took it or the technician discarded it.
 */
export default function OutboxPage() {
  const { username } = useUserState();
  const records = useOutbox(username);
  const online = useOnline();
  const [resolving, setResolving] = useState<OutboxRecord | null>(null);
  const [discarding, setDiscarding] = useState<OutboxRecord | null>(null);
  const [sending, setSending] = useState(false);

  const sendNow = async () => {
    setSending(true);
    try {
      const summary = await replayOutbox(username);
      if (!summary.stopped && summary.held === 0) toast.success(outboxText.sentAll);
    } finally {
      setSending(false);
    }
  };
  const retry = async (record: OutboxRecord) => {
    await updateOutboxRecord(record.id, (stored) => ({ ...stored, state: 'pending', messages: [], current: null }));
    toast.info(outboxText.requeued);
    if (online) void replayOutbox(username);
  };
  const keepMine = async (record: OutboxRecord, version: number) => {
    await updateOutboxRecord(record.id, (stored) => rebaseOnCurrent(stored, version));
    setResolving(null);
    toast.info(outboxText.requeued);
    if (online) void replayOutbox(username);
  };
  const discard = async (record: OutboxRecord) => {
    await removeOutboxRecord(record.id);
    setDiscarding(null);
    setResolving(null);
    toast.success(outboxText.discarded);
  };

  const columns: DataTableColumn<OutboxRecord>[] = [
    { id: 'change', header: outboxText.columns.change, cell: (record) => record.label, breakWords: true },
    { id: 'made', header: outboxText.columns.made, cell: (record) => formatDateTime(record.createdAt), nowrap: true },
    {
      id: 'status',
      header: outboxText.columns.status,
      cell: (record) => (
        <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
          <StatusChip status={stateText[record.state]} />
          {record.messages.length ? <Typography variant="body2">{record.messages.join(' ')}</Typography> : null}
        </Box>
      ),
    },
  ];
  const actions = (record: OutboxRecord) => (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {record.state === 'conflict' ? (
        <Button size="small" variant="contained" onClick={() => setResolving(record)}>
          {outboxText.resolve}
        </Button>
      ) : null}
      {record.state === 'failed' ? (
        <Button size="small" onClick={() => void retry(record)}>
          {outboxText.retry}
        </Button>
      ) : null}
      {record.state !== 'pending' ? (
        <Button size="small" color="error" onClick={() => setDiscarding(record)}>
          {outboxText.discard}
        </Button>
      ) : null}
    </Box>
  );

  return (
    <RecordView
      back={{ to: myDayPaths.day(), label: visitText.back }}
      title={outboxText.title}
      maxWidth={960}
      actions={
        <Button variant="contained" startIcon={<SendOutlined />} disabled={!online || records.length === 0} loading={sending} onClick={() => void sendNow()}>
          {outboxText.sendNow}
        </Button>
      }
      summary={<OfflineBanner />}
    >
      <DataTable
        label={outboxText.title}
        columns={columns}
        rows={records}
        rowKey={(record) => String(record.id)}
        totalCount={records.length}
        empty={{ nothingYet: outboxText.empty }}
        rowActions={actions}
        cardActions={actions}
        actionsLabel="Actions"
        verticalAlign="top"
      />
      {resolving ? (
        <ConflictDialog
          record={resolving}
          onKeepMine={(version) => void keepMine(resolving, version)}
          onKeepTheirs={() => void discard(resolving)}
          onClose={() => setResolving(null)}
        />
      ) : null}
      <ConfirmDialog
        open={discarding !== null}
        title={outboxText.discardTitle}
        message={outboxText.discardMessage}
        confirmLabel={outboxText.discard}
        destructive
        onConfirm={() => discarding && void discard(discarding)}
        onCancel={() => setDiscarding(null)}
      />
    </RecordView>
  );
}
