import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import { whileBlocking } from '@/components/blocking-overlay';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toasts';
import type { EmailHistoryItem } from '@/lib/schemas/email-history-schemas';
import { useResendEmails } from '../api/resend-emails';

export const RESEND_TEXTS = {
  title: 'Resend Email?',
  confirm: 'Yes, Resend Email',
  toastTitle: 'Email Resent',
  toastMessage: 'The email has been resent.',
} as const;

export interface ResendEmailDialogProps {
  /** The email to resend; `null` keeps the dialog closed. */
  email: Pick<EmailHistoryItem, 'context' | 'subject'> | null;
  onClose: () => void;
}

/** Asks before sending an email again, then resends it and says so. */
export function ResendEmailDialog({ email, onClose }: ResendEmailDialogProps) {
  const resend = useResendEmails();
  // Kept while the dialog closes, so its text does not vanish mid-transition.
  const [shown, setShown] = useState(email);
  if (email && email !== shown) setShown(email);

  async function handleConfirm() {
    if (!email) return;
    try {
      await whileBlocking(resend.mutateAsync([email.context]));
    } catch {
      // The error modal or page has told the user; the dialog stays for another try or Cancel.
      return;
    }
    toast.success(RESEND_TEXTS.toastMessage, RESEND_TEXTS.toastTitle);
    onClose();
  }

  return (
    <ConfirmDialog
      open={email !== null}
      title={RESEND_TEXTS.title}
      message={
        <>
          <DialogContentText sx={{ mb: 1.5, fontWeight: 600, overflowWrap: 'anywhere' }}>{shown?.subject}</DialogContentText>
          <DialogContentText>
            The original email and its attachments will be sent again to the same recipients, exactly as they were first
            sent. Any changes made to the proposal or invoice since then are not included.
          </DialogContentText>
        </>
      }
      confirmLabel={RESEND_TEXTS.confirm}
      busy={resend.isPending}
      onConfirm={() => void handleConfirm()}
      onCancel={onClose}
    />
  );
}
