import { useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { logger } from '@/lib/logger';

export default function LogViewerPage() {
  const entries = useSyncExternalStore(logger.subscribe, logger.entries, logger.entries);
  const recording = useSyncExternalStore(logger.subscribe, logger.isRecording, logger.isRecording);
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <FormControlLabel
          control={<Switch checked={recording} onChange={(event) => logger.setRecording(event.target.checked)} />}
          label={recording ? 'Recording enabled' : 'Recording disabled'}
        />
        <Button onClick={() => logger.clear()} disabled={entries.length === 0}>
          Clear
        </Button>
      </Box>
      <Paper sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Log entries">
          <TableHead>
            <TableRow>
              <TableCell>Index</TableCell>
              <TableCell>Tag</TableCell>
              <TableCell>Message</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.length === 0 ? (
              <TableRow>
                <TableCell colSpan={3}>
                  <Typography color="text.secondary">
                    {recording ? 'Nothing has been recorded yet.' : 'Recording is disabled. Enable it to record log entries.'}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : (
              entries.map((entry) => (
                <TableRow key={entry.index}>
                  <TableCell>{entry.index}</TableCell>
                  <TableCell>{entry.tag}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{entry.message}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
}
