import LinearProgress from '@mui/material/LinearProgress';
import { useRecordEditPage } from '@/components/record-list/use-record-edit-page';
import type { IntakeCreateRequest, IntakeRecord } from '@/lib/schemas/intake-schemas';
import { useIntake } from '../api/get-intake';
import { useUpdateIntake } from '../api/update-intake';
import { IntakeEditor } from './intake-editor';

/** The intake editor (INTAKE_U). Appointment events refresh the record; the editor follows its status. */
export default function IntakeEditPage() {
  const { context, record, edit } = useRecordEditPage<IntakeRecord, IntakeCreateRequest>(useIntake, useUpdateIntake);
  if (!record.data || !edit.editing) return <LinearProgress aria-label="Loading intake record" />;
  return <IntakeEditor key={`${context}-${edit.generation}`} record={record.data} edit={edit} />;
}
