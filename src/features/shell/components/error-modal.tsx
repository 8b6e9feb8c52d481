import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { NO_ERROR_INFORMATION } from '@/lib/api-client/error-catalogue';

export interface ErrorModalContent {
  title: string;
  messages: string[];
}

export interface ErrorModalProps {
  error: ErrorModalContent;
  onClose: () => void;
}

/** The error modal: a client-displayable message or the validation messages, one per line. */
export function ErrorModal({ error, onClose }: ErrorModalProps) {
  const messages = error.messages.length ? error.messages : [NO_ERROR_INFORMATION];
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="error-modal-title">
      <DialogTitle id="error-modal-title">{error.title}</DialogTitle>
      <DialogContent>
        {messages.map((message, index) => (
          <Typography key={`${index}-${message}`} sx={{ mb: 1 }}>
            {message}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
