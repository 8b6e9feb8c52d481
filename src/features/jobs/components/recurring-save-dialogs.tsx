import { useId, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { RecurringUpdateScope } from '../api/job-recurrence';
import { CONFIRM_JOB_CHANGES_TITLE, UPDATE_JOBS_BUTTON } from '../model/job-messages';

export const SAVE_RECURRING_TITLE = 'Save Recurring Job';
export const SAVE_RECURRING_MESSAGE = 'This job is part of a recurring series. Which jobs should these changes apply to?';
export const THIS_OCCURRENCE_ONLY = 'This occurrence only';
export const THIS_AND_ALL_FUTURE = 'This and all future';
export const CONFIRM_JOB_CHANGES_MESSAGE =
  'Some later jobs of this series were changed on their own. Updating this and all future jobs replaces those changes with these.';

type Pending<T> = { resolve: (answer: T) => void } | null;

/**
 * Spec 2 §4: saving an edited recurring job asks which occurrences the changes apply to; when later
 * occurrences were changed on their own, "Confirm Job Changes" asks before "Update Jobs".
 * `chooseScope` and `confirmFutureChanges` answer when the user has chosen (null / false: cancelled).
 */
export function useRecurringSaveDialogs(): {
  chooseScope: () => Promise<RecurringUpdateScope | null>;
  confirmFutureChanges: () => Promise<boolean>;
  dialogs: ReactNode;
} {
  const titleId = useId();
  const messageId = useId();
  const [asking, setAsking] = useState<'scope' | 'confirm' | null>(null);
  const scopeRef = useRef<Pending<RecurringUpdateScope | null>>(null);
  const confirmRef = useRef<Pending<boolean>>(null);

  const answerScope = (scope: RecurringUpdateScope | null) => {
    setAsking(null);
    scopeRef.current?.resolve(scope);
    scopeRef.current = null;
  };
  const answerConfirm = (ok: boolean) => {
    setAsking(null);
    confirmRef.current?.resolve(ok);
    confirmRef.current = null;
  };

  const chooseScope = () =>
    new Promise<RecurringUpdateScope | null>((resolve) => {
      scopeRef.current = { resolve };
      setAsking('scope');
    });
  const confirmFutureChanges = () =>
    new Promise<boolean>((resolve) => {
      confirmRef.current = { resolve };
      setAsking('confirm');
    });

  const dialogs = (
    <>
      <Dialog open={asking === 'scope'} onClose={() => answerScope(null)} aria-labelledby={titleId} aria-describedby={messageId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{SAVE_RECURRING_TITLE}</DialogTitle>
        <DialogContent>
          <DialogContentText id={messageId}>{SAVE_RECURRING_MESSAGE}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => answerScope(null)}>Cancel</Button>
          <Button variant="outlined" onClick={() => answerScope('thisOnly')}>
            {THIS_OCCURRENCE_ONLY}
          </Button>
          <Button variant="contained" onClick={() => answerScope('thisAndFuture')}>
            {THIS_AND_ALL_FUTURE}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={asking === 'confirm'}
        title={CONFIRM_JOB_CHANGES_TITLE}
        message={CONFIRM_JOB_CHANGES_MESSAGE}
        confirmLabel={UPDATE_JOBS_BUTTON}
        onConfirm={() => answerConfirm(true)}
        onCancel={() => answerConfirm(false)}
      />
    </>
  );
  return { chooseScope, confirmFutureChanges, dialogs };
}
