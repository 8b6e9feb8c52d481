import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { completionText, FormAnswersView, formCompletion, FormFillDialog } from '@/features/forms';
import { useCompactWidth } from '@/lib/use-compact-width';
import { DialogCloseActions } from '@/components/dialog-close-actions';
import { RecordViewSection } from '@/components/record-view/record-view-section';
import type { FormInstance } from '@/lib/schemas/form-schemas';
import { queueFormSave } from '../api/visit-changes';
import { visitText } from '../model/my-day-messages';

/** A form's answers, read-only, from the device's copy (users who may not change the record). */
function FormAnswersDialog({ form, onClose }: { form: FormInstance; onClose: () => void }) {
  const titleId = useId();
  const compact = useCompactWidth();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={compact} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId}>{form.name}</DialogTitle>
      <DialogContent dividers tabIndex={0} role="region" aria-label="Answers">
        <FormAnswersView fields={form.fields} values={form.values} />
      </DialogContent>
      <DialogCloseActions onClose={onClose} />
    </Dialog>
  );
}

export interface VisitFormsProps {
  forms: readonly FormInstance[];
  userId: string;
  /** The user may change the record the forms belong to (JOB_U for a job, INTAKE_U for an intake). */
  canEdit: boolean;
}

/** The visit's forms, each filled on the device (signature included); answers go through the outbox. Read-only without the record's update permission. */
export function VisitForms({ forms, userId, canEdit }: VisitFormsProps) {
  const [filling, setFilling] = useState<FormInstance | null>(null);
  const [viewing, setViewing] = useState<FormInstance | null>(null);
  return (
    <RecordViewSection title={visitText.forms}>
      {forms.length === 0 ? (
        <Typography color="text.secondary">{visitText.noForms}</Typography>
      ) : (
        <Box component="ul" aria-label={visitText.forms} sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
          {forms.map((form) => (
            <Box component="li" key={form.context} sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{form.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {completionText(formCompletion(form.fields, form.values))}
                </Typography>
              </Box>
              {canEdit ? (
                <Button variant="outlined" size="small" onClick={() => setFilling(form)} aria-label={`${visitText.fillForm} ${form.name}`}>
                  {visitText.fillForm}
                </Button>
              ) : (
                <Button variant="outlined" size="small" onClick={() => setViewing(form)} aria-label={`View ${form.name}`}>
                  View
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
      {filling ? (
        <FormFillDialog
          instance={filling}
          savedMessage={visitText.formSaved}
          onSubmit={(values) => queueFormSave(userId, filling, values)}
          onClose={() => setFilling(null)}
        />
      ) : null}
      {viewing ? <FormAnswersDialog form={viewing} onClose={() => setViewing(null)} /> : null}
    </RecordViewSection>
  );
}
