import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import type { LogonAuditRow } from '@/lib/auth/auth-schemas';
import { formatDateTime } from '@/lib/format';
import { useCompactWidth } from '@/lib/use-compact-width';
import { useLogonAudit } from '../api/get-logon-audit';
import { countFailedLogons, isFailedLogon } from '../model/logon-status';
import { LogonStatusLabel } from './logon-status-label';
import { UserAgentText } from './user-agent-text';

const REPORT_LABEL = 'User Logon Report';

function rowKey(row: LogonAuditRow, index: number): string {
  return `${row.dateTime}-${row.userName}-${index}`;
}

function LogonTable({ rows }: { rows: readonly LogonAuditRow[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={REPORT_LABEL}>
        <TableHead>
          <TableRow>
            <TableCell>Date and Time</TableCell>
            <TableCell>Username</TableCell>
            <TableCell>Browser Details</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>IP Address</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => {
            const failed = isFailedLogon(row.status);
            return (
              <TableRow
                key={rowKey(row, index)}
                data-failed={failed || undefined}
                sx={failed ? { bgcolor: 'rgba(179, 38, 30, 0.06)', '& td': { color: 'error.main' } } : undefined}
              >
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.dateTime)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.userName}</TableCell>
                <TableCell>
                  <UserAgentText userAgent={row.userAgent} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <LogonStatusLabel status={row.status} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.userIpAddress}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function LogonCards({ rows }: { rows: readonly LogonAuditRow[] }) {
  return (
    <Box component="ul" aria-label={REPORT_LABEL} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {rows.map((row, index) => {
        const failed = isFailedLogon(row.status);
        return (
          <Card
            component="li"
            key={rowKey(row, index)}
            variant="outlined"
            data-failed={failed || undefined}
            sx={failed ? { borderColor: 'error.main', borderLeftWidth: 4, color: 'error.main' } : undefined}
          >
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="h2" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
                  {row.userName}
                </Typography>
                <Typography variant="body2" component="span">
                  <LogonStatusLabel status={row.status} />
                </Typography>
              </Box>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, m: 0, mt: 1 }}>
                <Typography component="dt" variant="body2" sx={{ color: failed ? 'inherit' : 'text.secondary' }}>
                  Date and Time
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {formatDateTime(row.dateTime)}
                </Typography>
                <Typography component="dt" variant="body2" sx={{ color: failed ? 'inherit' : 'text.secondary' }}>
                  Browser Details
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  <UserAgentText userAgent={row.userAgent} />
                </Typography>
                <Typography component="dt" variant="body2" sx={{ color: failed ? 'inherit' : 'text.secondary' }}>
                  IP Address
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {row.userIpAddress}
                </Typography>
              </Box>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}

/** reports/user-logon: the last 200 logon records, newest first; failed ones in red with an icon and their status text. */
export default function UserLogonReportPage() {
  const audit = useLogonAudit();
  const compact = useCompactWidth();
  const rows = audit.data ?? [];
  const failed = countFailedLogons(rows);

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, maxWidth: 1400, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {audit.data
            ? `The last ${rows.length} logon record${rows.length === 1 ? '' : 's'}, newest first. ${failed} failed.`
            : audit.isPending
              ? 'Loading logon records…'
              : ''}
        </Typography>
        <Button startIcon={<Refresh />} onClick={() => void audit.refetch()} disabled={audit.isFetching}>
          Refresh
        </Button>
      </Box>
      {audit.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading logon records" />
        </Box>
      ) : audit.isError ? (
        <Alert severity="error">The logon records could not be loaded.</Alert>
      ) : rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography>No logon records yet.</Typography>
        </Paper>
      ) : (
        <Box sx={{ position: 'relative' }}>
          {audit.isFetching ? <LinearProgress aria-label="Refreshing logon records" sx={{ position: 'absolute', inset: '0 0 auto 0', zIndex: 1 }} /> : null}
          {compact ? <LogonCards rows={rows} /> : <LogonTable rows={rows} />}
        </Box>
      )}
    </Box>
  );
}
