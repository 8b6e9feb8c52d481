import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { FormTextField } from '@/components/form-text-field';
import { EditorSection } from '@/components/record-list/editor-section';
import { useCan } from '@/lib/permissions';
import { JOB_REFERENCE_MAX } from '@/lib/schemas/job-schemas';
import type { JobFormValues } from '../model/job-form';
import { JOB_COST_READ, PICKLIST_EDIT } from '../model/job-permissions';
import { JobTagsField } from './job-tags-field';
import { PaymentTermDialog } from './payment-term-dialog';
import { PicklistEditorDialog } from './picklist-editor-dialog';

export function paymentTermText(term: { description: string; days: number } | null): string {
  return term ? `${term.description} (${term.days} ${term.days === 1 ? 'day' : 'days'})` : 'None';
}

/** The job's payment term with Add, Change and Remove (users with JOB_COST_R only). */
function PaymentTermField({ control }: { control: Control<JobFormValues> }) {
  const [editing, setEditing] = useState(false);
  return (
    <Controller
      control={control}
      name="paymentTerm"
      render={({ field }) => (
        <Box component="section" aria-label="Payment Term" sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            Payment Term
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 600, mr: 1 }}>{paymentTermText(field.value)}</Typography>
            {field.value ? (
              <>
                <Button size="small" startIcon={<EditOutlined />} onClick={() => setEditing(true)} aria-label="Change Payment Term">
                  Change
                </Button>
                <Button size="small" color="error" startIcon={<RemoveCircleOutline />} onClick={() => field.onChange(null)} aria-label="Remove Payment Term">
                  Remove
                </Button>
              </>
            ) : (
              <Button size="small" startIcon={<AddOutlined />} onClick={() => setEditing(true)} aria-label="Add Payment Term">
                Add
              </Button>
            )}
          </Box>
          {editing ? <PaymentTermDialog open value={field.value} onClose={() => setEditing(false)} onSave={(term) => field.onChange(term)} /> : null}
        </Box>
      )}
    />
  );
}

/**
 * Spec 2 §2 Options: payment term (add, edit, remove; with JOB_COST_R), PO Number, Release Number,
 * and the job tags with Edit Tags for users who may edit picklists.
 */
export function JobOptionsFields({ control }: { control: Control<JobFormValues> }) {
  const showCosts = useCan(JOB_COST_READ);
  const canEditPicklists = useCan(PICKLIST_EDIT);
  const [editingTags, setEditingTags] = useState(false);
  return (
    <EditorSection>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Options
      </Typography>
      {showCosts ? <PaymentTermField control={control} /> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <FormTextField control={control} name="poNumber" label="PO Number" slotProps={{ htmlInput: { maxLength: JOB_REFERENCE_MAX } }} />
        <FormTextField control={control} name="releaseNumber" label="Release Number" slotProps={{ htmlInput: { maxLength: JOB_REFERENCE_MAX } }} />
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
        <JobTagsField control={control} />
        {canEditPicklists ? (
          <Button size="small" startIcon={<LocalOfferOutlined />} onClick={() => setEditingTags(true)}>
            Edit Tags
          </Button>
        ) : null}
      </Box>
      {editingTags ? <PicklistEditorDialog kind="JobTag" title="Edit Tags" itemLabel="Tag" onClose={() => setEditingTags(false)} /> : null}
    </EditorSection>
  );
}
