import { useParams } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import { useVersionedEdit } from '@/components/record-list/use-versioned-edit';
import type { IntakeCreateRequest, IntakeRecord } from '@/lib/schemas/intake-schemas';
import { useIntake } from '../api/get-intake';
import { useUpdateIntake } from '../api/update-intake';
import { IntakeEditor } from './intake-editor';

/** The intake editor (INTAKE_U). Appointment events refresh the record; the editor follows its status. */
export default function IntakeEditPage() {
  const { context = '' } = useParams();
  const intake = useIntake(context, { refetchOnWindowFocus: false });
  const updateIntake = useUpdateIntake();
  const edit = useVersionedEdit<IntakeRecord, IntakeCreateRequest>(intake, (request) => updateIntake.mutateAsync(request));
  if (!intake.data || !edit.editing) return <LinearProgress aria-label="Loading intake record" />;
  return <IntakeEditor key={`${context}-${edit.generation}`} record={intake.data} edit={edit} />;
}
