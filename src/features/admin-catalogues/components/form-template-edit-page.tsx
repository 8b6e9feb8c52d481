import { RecordEditPage } from '@/components/record-list/record-edit-page';
import type { FormTemplateInput, FormTemplateRecord } from '@/lib/schemas/form-template-admin-schemas';
import { useFormTemplate } from '../api/get-form-template';
import { useUpdateFormTemplate } from '../api/save-form-template';
import { formTemplateToFormValues } from '../model/form-template-form';
import { FormTemplateEditor } from './form-template-editor';

/** Edit a form template (ADMINISTRATOR): after a 409 the administrator may reload it. */
export default function FormTemplateEditPage() {
  return (
    <RecordEditPage<FormTemplateRecord, FormTemplateInput> useRecord={useFormTemplate} useUpdate={useUpdateFormTemplate} recordName="form template">
      {(template, edit) => <FormTemplateEditor record={template} defaultValues={formTemplateToFormValues(template)} onSave={edit.save} versioned={edit} />}
    </RecordEditPage>
  );
}
