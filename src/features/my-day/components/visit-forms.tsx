import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { completionText, formCompletion, FormFillDialog } from '@/features/forms';
import { RecordViewSection } from '@/components/record-view/record-view-section';
import type { FormInstance } from '@/lib/schemas/form-schemas';
import { queueFormSave } from '../api/visit-changes';
import { visitText } from '../model/my-day-messages';

/** The visit's forms, each filled on the device (signature included); answers go through the outbox. */
export function VisitForms({ forms, userId }: { forms: readonly FormInstance[]; userId: string }) {
  const [filling, setFilling] = useState<FormInstance | null>(null);
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
              <Button variant="outlined" size="small" onClick={() => setFilling(form)} aria-label={`${visitText.fillForm} ${form.name}`}>
                {visitText.fillForm}
              </Button>
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
    </RecordViewSection>
  );
}
