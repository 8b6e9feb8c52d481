import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { updateLog } from '../model/update-log';

export interface UpdateLogPanelProps {
  id: string;
  open: boolean;
}

/** The update log under the login screen's version label; loads the first time it is opened. */
export function UpdateLogPanel({ id, open }: UpdateLogPanelProps) {
  return (
    <Collapse in={open}>
      <Box id={id} sx={{ textAlign: 'left', mt: 1 }}>
        <Typography variant="subtitle2" component="h2">
          Update Log
        </Typography>
        {updateLog.map((entry) => (
          <Box key={entry.version} sx={{ mt: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {entry.version} ({entry.date})
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {entry.changes.map((change) => (
                <Typography component="li" variant="body2" key={change}>
                  {change}
                </Typography>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Collapse>
  );
}
