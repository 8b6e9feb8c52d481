import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';

export const ERROR_HEADING = 'An unexpected error occured';
export const ERROR_TEXT = 'The application is unable to process the current request.';

export const RETRY_LABEL = 'Retry';

export interface ErrorScreenProps {
  message?: string | null | undefined;
  stack?: string | null | undefined;
  /** Overrides the in-app navigation, for use outside the router. */
  onReturn?: () => void;
  /** Offers Retry (a page whose data failed to load asks for it again). */
  onRetry?: (() => void) | undefined;
}

export function ErrorScreen({ message, stack, onReturn, onRetry }: ErrorScreenProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: 6 }}>
      <Paper component="section" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 720, width: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <ErrorOutline color="error" fontSize="large" />
          <Typography variant="h1">{ERROR_HEADING}</Typography>
        </Box>
        <Typography>{ERROR_TEXT}</Typography>
        {message ? (
          <Typography sx={{ mt: 2, fontWeight: 600 }} role="status">
            {message}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
          {onRetry ? (
            <Button variant="contained" onClick={onRetry}>
              {RETRY_LABEL}
            </Button>
          ) : null}
          <ReturnButton onReturn={onReturn} variant={onRetry ? 'outlined' : 'contained'} />
        </Box>
        {stack ? (
          <Box component="details" sx={{ mt: 3 }}>
            <Box component="summary" sx={{ cursor: 'pointer', color: 'text.secondary' }}>
              Error details
            </Box>
            <Box
              component="pre"
              sx={{ mt: 1, p: 2, bgcolor: 'grey.100', borderRadius: 1, overflow: 'auto', fontSize: 12, whiteSpace: 'pre-wrap' }}
            >
              {stack}
            </Box>
          </Box>
        ) : null}
      </Paper>
    </Box>
  );
}

type ButtonVariant = 'contained' | 'outlined';

function ReturnButton({ onReturn, variant }: { onReturn?: (() => void) | undefined; variant: ButtonVariant }) {
  if (onReturn) {
    return (
      <Button variant={variant} onClick={onReturn}>
        Return to the Application
      </Button>
    );
  }
  return <RouterReturnButton variant={variant} />;
}

function RouterReturnButton({ variant }: { variant: ButtonVariant }) {
  const navigate = useNavigate();
  return (
    <Button variant={variant} onClick={() => navigate('/', { replace: true })}>
      Return to the Application
    </Button>
  );
}
