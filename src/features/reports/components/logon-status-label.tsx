import Box from '@mui/material/Box';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { isFailedLogon } from '../model/logon-status';

/** The record's status; a failure carries an error icon and its text names the failure, so red is never the only cue. */
export function LogonStatusLabel({ status }: { status: string }) {
  const failed = isFailedLogon(status);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: failed ? 600 : undefined }}>
      {failed ? <ErrorOutlined fontSize="small" titleAccess="Failed login" /> : null}
      {status}
    </Box>
  );
}
