import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export interface RetryAlertProps {
  /** Loads again (a query's `refetch`). */
  onRetry: () => void;
  /** What could not be loaded. */
  children: ReactNode;
}

/** A load that failed: the error and its Retry button. */
export function RetryAlert({ onRetry, children }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
