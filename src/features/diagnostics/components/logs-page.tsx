import { useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { RecordViewSection } from '@/components/record-view/record-view-section';
import { formatDateTime } from '@/lib/format';
import { logger, type LogEntry } from '@/lib/logger';
import type { ServerErrorLogEntry } from '@/lib/schemas/diagnostics-schemas';
import { useServerErrors } from '../api/get-server-errors';
import type { DiagnosticsSection } from '../model/diagnostics-text';
import { DiagnosticsFrame } from './diagnostics-frame';

const clientColumns: DataTableColumn<LogEntry>[] = [
  { id: 'index', header: '#', align: 'right', cell: (entry) => String(entry.index) },
  { id: 'time', header: 'Time', nowrap: true, cell: (entry) => formatDateTime(entry.time) },
  { id: 'level', header: 'Level', nowrap: true, cell: (entry) => entry.tag },
  { id: 'message', header: 'Message', breakWords: true, minWidth: 260, cell: (entry) => entry.message },
];

function StackDetails({ stack }: { stack: string | null }) {
  if (!stack) return null;
  return (
    <Box component="details" sx={{ mt: 0.5 }}>
      <summary>Stack</summary>
      <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.75rem' }}>
        {stack}
      </Box>
    </Box>
  );
}

const serverColumns: DataTableColumn<ServerErrorLogEntry>[] = [
  { id: 'time', header: 'Time', nowrap: true, cell: (entry) => formatDateTime(entry.loggedAt) },
  { id: 'level', header: 'Level', nowrap: true, cell: () => 'error' },
  {
    id: 'message',
    header: 'Message',
    breakWords: true,
    minWidth: 260,
    cell: (entry) => (
      <>
        <Box component="span" sx={{ display: 'block' }}>
          {entry.message}
        </Box>
        <StackDetails stack={entry.stack} />
      </>
    ),
  },
  { id: 'user', header: 'User', breakWords: true, cell: (entry) => entry.username },
  { id: 'version', header: 'Client Version', nowrap: true, cell: (entry) => entry.clientVersion ?? '' },
];

/** The client log's entries and recording switch, following the logger. */
function useClientLog(): { entries: LogEntry[]; recording: boolean } {
  const entries = useSyncExternalStore(logger.subscribe, logger.entries);
  const recording = useSyncExternalStore(logger.subscribe, logger.isRecording);
  return { entries, recording };
}

function logSections(client: readonly LogEntry[], server: readonly ServerErrorLogEntry[] | undefined): DiagnosticsSection[] {
  return [
    { title: 'Client Log', facts: client.map((entry) => ({ label: `${entry.index} ${entry.time} ${entry.tag}`, value: entry.message })) },
    { title: 'Server Error Log', facts: (server ?? []).map((entry) => ({ label: `${entry.loggedAt} ${entry.username}`, value: entry.message })) },
  ];
}

/** diagnostics/logs: the client log (what the log viewer records) and the server's error log. */
export default function LogsPage() {
  const { entries, recording } = useClientLog();
  const server = useServerErrors();
  const newestFirst = [...entries].reverse();

  return (
    <DiagnosticsFrame page="logs" copySections={() => logSections(logger.entries(), server.data)}>
      <RecordViewSection
        title="Client Log"
        action={
          <Button variant="outlined" startIcon={<DeleteSweepOutlined />} onClick={() => logger.clear()} disabled={entries.length === 0}>
            Clear Log
          </Button>
        }
      >
        <FormControlLabel control={<Switch checked={recording} onChange={(event) => logger.setRecording(event.target.checked)} />} label="Record log entries" />
        {recording ? null : <Typography color="text.secondary">Recording is off: new entries are not kept.</Typography>}
        <DataTable label="Client log" columns={clientColumns} rows={newestFirst} rowKey={(entry) => String(entry.index)} totalCount={entries.length} empty={{ nothingYet: 'No log entries have been recorded.' }} />
      </RecordViewSection>
      <RecordViewSection
        title="Server Error Log"
        action={
          <Button variant="outlined" startIcon={<RefreshOutlined />} onClick={() => void server.refetch()} disabled={server.isFetching}>
            Refresh
          </Button>
        }
      >
        <DataTable
          label="Server error log"
          columns={serverColumns}
          rows={server.data}
          rowKey={(entry) => entry.context}
          totalCount={server.data?.length}
          updating={server.isFetching && server.data !== undefined}
          empty={{ nothingYet: 'The server has no errors logged.' }}
        />
      </RecordViewSection>
    </DiagnosticsFrame>
  );
}
