import LinearProgress from '@mui/material/LinearProgress';
import { useRecordEditPage } from '@/components/record-list/use-record-edit-page';
import type { FormTemplateInput, FormTemplateRecord } from '@/lib/schemas/form-template-admin-schemas';
import { useFormTemplate } from '../api/get-form-template';
import { useUpdateFormTemplate } from '../api/save-form-template';
import { formTemplateToFormValues } from '../model/form-template-form';
import { FormTemplateEditor } from './form-template-editor';

/** Edit a form template (ADMINISTRATOR): after a 409 the administrator may reload it. */
export default function FormTemplateEditPage() {
  const { edit } = useRecordEditPage<FormTemplateRecord, FormTemplateInput>(useFormTemplate, useUpdateFormTemplate);
  if (!edit.editing) return <LinearProgress aria-label="Loading form template" />;
  const template = edit.editing;
  return <FormTemplateEditor key={edit.generation} record={template} defaultValues={formTemplateToFormValues(template)} onSave={edit.save} versioned={edit} />;
}
