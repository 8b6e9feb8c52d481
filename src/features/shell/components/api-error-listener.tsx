import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { subscribeApiErrors } from '@/lib/api-client/api-error-bus';

interface ModalError {
  title: string;
  messages: string[];
}

/** Shows what the error catalogue decided: the error modal, the error page or the unauthorized page. */
export function ApiErrorListener() {
  const navigate = useNavigate();
  const [modal, setModal] = useState<ModalError | null>(null);

  useEffect(
    () =>
      subscribeApiErrors((outcome) => {
        if (outcome.kind === 'modal') setModal({ title: outcome.title, messages: outcome.messages });
        else if (outcome.kind === 'error-page') navigate(paths.error, { state: { message: outcome.message } });
        else navigate(paths.unauthorized(outcome.code));
      }),
    [navigate],
  );

  return (
    <Dialog open={modal !== null} onClose={() => setModal(null)} maxWidth="sm" fullWidth aria-labelledby="error-modal-title">
      <DialogTitle id="error-modal-title">{modal?.title}</DialogTitle>
      <DialogContent>
        {(modal?.messages.length ? modal.messages : ['No error information available']).map((message, index) => (
          <Typography key={`${index}-${message}`} sx={{ mb: 1 }}>
            {message}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => setModal(null)} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
