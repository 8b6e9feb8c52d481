import { useId, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import type { FormInstance, FormValues } from '@/lib/schemas/form-schemas';
import { useCompactWidth } from '@/lib/use-compact-width';
import { FillFields } from './form-fill-form';
import { UnsavedFormDialog } from './unsaved-form-dialog';

export interface FormFillDialogProps {
  /** The form as the caller holds it (a technician's copy kept on the device, say). */
  instance: FormInstance;
  /** Takes the answers (the caller saves or queues them); a rejection keeps them on the screen. */
  onSubmit: (values: FormValues) => Promise<void>;
  /** The toast once the answers are taken. */
  savedMessage: string;
  onClose: () => void;
}

/**
 * A form to fill from a copy the caller holds, for screens that save through their own channel (the
 * technician's outbox): the same fields, rules and signature pad as the form dialog. Full screen on phones.
 */
export function FormFillDialog({ instance, onSubmit, savedMessage, onClose }: FormFillDialogProps) {
  const titleId = useId();
  const compact = useCompactWidth();
  const [dirty, setDirty] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const requestClose = () => {
    if (dirty) setConfirmingDiscard(true);
    else onClose();
  };
  return (
    <Dialog open onClose={requestClose} aria-labelledby={titleId} fullScreen={compact} fullWidth maxWidth="md" scroll="paper">
      <FillFields
        instance={instance}
        titleId={titleId}
        conflict={false}
        reloading={false}
        onReload={() => undefined}
        save={({ values }) => onSubmit(values)}
        savedMessage={savedMessage}
        onDirtyChange={setDirty}
        onCancel={requestClose}
        onSaved={onClose}
      />
      <UnsavedFormDialog open={confirmingDiscard} onClose={onClose} onKeepEditing={() => setConfirmingDiscard(false)} />
    </Dialog>
  );
}
