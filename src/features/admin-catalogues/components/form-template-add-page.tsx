import { useCreateFormTemplate } from '../api/save-form-template';
import { newFormTemplateValues } from '../model/form-template-form';
import { FormTemplateEditor } from './form-template-editor';

/** Add Form Template (ADMINISTRATOR): a new template is active and starts without fields. */
export default function FormTemplateAddPage() {
  const createTemplate = useCreateFormTemplate();
  return <FormTemplateEditor defaultValues={newFormTemplateValues()} onSave={(request) => createTemplate.mutateAsync(request)} />;
}
