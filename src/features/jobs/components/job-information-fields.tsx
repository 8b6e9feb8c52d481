import { useState } from 'react';
import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { PicklistSelectField } from '@/components/form-picklist-select-field';
import { FormTextField } from '@/components/form-text-field';
import { EditorSection } from '@/components/record-list/editor-section';
import { jobEditorTourTargets } from '@/features/tour';
import { useCan } from '@/lib/permissions';
import { JOB_DESCRIPTION_MAX, JOB_NAME_MAX } from '@/lib/schemas/job-schemas';
import type { JobFormValues } from '../model/job-form';
import { PICKLIST_EDIT } from '../model/job-permissions';
import { PicklistEditorDialog } from './picklist-editor-dialog';

/**
 * Spec 2 §2 Job information: name, description (4000 with a counter), job type (with Manage Job
 * Types for picklist editors) and status (no blank option).
 */
export function JobInformationFields({ control }: { control: Control<JobFormValues> }) {
  const canEditPicklists = useCan(PICKLIST_EDIT);
  const [managing, setManaging] = useState(false);
  return (
    <EditorSection>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Job Information
      </Typography>
      <Box data-tour={jobEditorTourTargets.name}>
        <FormTextField control={control} name="name" label="Job Name" required limit={JOB_NAME_MAX} />
      </Box>
      <FormTextField control={control} name="description" label="Description" multiline minRows={4} counterMax={JOB_DESCRIPTION_MAX} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }} data-tour={jobEditorTourTargets.type}>
          <PicklistSelectField control={control} name="jobTypeContext" label="Job Type" kind="JobType" required />
          {canEditPicklists ? (
            <Button size="small" startIcon={<TuneOutlined />} onClick={() => setManaging(true)} data-tour={jobEditorTourTargets.manageTypes}>
              Manage Job Types
            </Button>
          ) : null}
        </Box>
        <PicklistSelectField control={control} name="jobStatusContext" label="Job Status" kind="JobStatus" required />
      </Box>
      {managing ? <PicklistEditorDialog kind="JobType" title="Manage Job Types" itemLabel="Job Type" onClose={() => setManaging(false)} /> : null}
    </EditorSection>
  );
}
