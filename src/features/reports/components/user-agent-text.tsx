import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { summarizeUserAgent } from '../model/user-agent-summary';

/** The browser summary; the full User-Agent string shows in a tooltip (hover or keyboard focus). */
export function UserAgentText({ userAgent }: { userAgent: string }) {
  return (
    <Tooltip title={userAgent || 'No browser details were recorded.'} describeChild>
      <Box component="span" tabIndex={0} sx={{ textDecoration: 'underline dotted', textUnderlineOffset: 3, cursor: 'help' }}>
        {summarizeUserAgent(userAgent)}
      </Box>
    </Tooltip>
  );
}
