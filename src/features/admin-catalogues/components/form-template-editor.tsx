import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormTextField } from '@/components/form-text-field';
import { ActiveSwitch } from '@/components/record-editor/active-switch';
import { RecordEditorFrame } from '@/components/record-editor/record-editor-frame';
import { useEditorLeave } from '@/components/record-editor/use-editor-leave';
import type { VersionConflictState } from '@/components/record-list/use-versioned-edit';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { FORM_TEMPLATE_DESCRIPTION_MAX, FORM_TEMPLATE_NAME_MAX, type FormTemplateInput, type FormTemplateRecord } from '@/lib/schemas/form-template-admin-schemas';
import { useDeleteFormTemplate } from '../api/delete-form-template';
import { FORM_TEMPLATE_DELETED, FORM_TEMPLATE_SAVED, usedByText } from '../model/admin-catalogue-messages';
import { formTemplateFormSchema, previewFields, type FormTemplateFormValues } from '../model/form-template-form';
import { FormTemplateFieldsEditor } from './form-template-fields-editor';
import { FormTemplatePreviewDialog } from './form-template-preview-dialog';

export interface FormTemplateEditorProps {
  defaultValues: FormTemplateFormValues;
  /** The saved template being edited; none when adding. */
  record?: FormTemplateRecord;
  /** Saves and answers the saved template; throws when the save failed (the API client has said why). */
  onSave: (request: FormTemplateInput) => Promise<FormTemplateRecord>;
  versioned?: VersionConflictState;
}

const resolver: Resolver<FormTemplateFormValues> = zodResolver(formTemplateFormSchema);

/**
 * The form template editor: name, description, active, and the fields in order; Preview shows the
 * form as it will be filled. Warns before leaving with unsaved changes; a 409 keeps the edits.
 */
export function FormTemplateEditor({ defaultValues, record, onSave, versioned }: FormTemplateEditorProps) {
  const form = useForm<FormTemplateFormValues>({ resolver, defaultValues });
  const { control } = form;
  const leave = useEditorLeave();
  const [dialog, setDialog] = useState<'preview' | 'delete' | null>(null);
  const [preview, setPreview] = useState<FormTemplateFormValues>(defaultValues);
  const deleteTemplate = useDeleteFormTemplate();

  const handleDelete = async () => {
    if (!record) return;
    try {
      await deleteTemplate.mutateAsync(record.context);
    } catch {
      // The API client shows why (a template used by filled forms is refused); the template stays.
      setDialog(null);
      return;
    }
    toast.success(FORM_TEMPLATE_DELETED);
    leave.leave(paths.adminFormTemplates);
  };

  return (
    <RecordEditorFrame
      form={form}
      label="Form Template"
      heading={record ? record.name : 'Add Form Template'}
      notice={
        record && record.usedByCount > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {`Used by ${usedByText(record.usedByCount)}. Forms already added keep the fields they were made with; changes apply to forms added from now on.`}
          </Typography>
        ) : undefined
      }
      leave={leave}
      versioned={versioned && { ...versioned, recordName: 'form template' }}
      buttons={{
        cancelTo: paths.adminFormTemplates,
        onDelete: record ? () => setDialog('delete') : undefined,
        extra: (
          <Button
            startIcon={<Visibility />}
            onClick={() => {
              setPreview(form.getValues());
              setDialog('preview');
            }}
          >
            Preview
          </Button>
        ),
      }}
      onSave={async (values) => {
        await onSave(values);
        toast.success(FORM_TEMPLATE_SAVED);
        leave.leave(paths.adminFormTemplates);
      }}
      sections={[
        {
          id: 'details',
          label: 'Template',
          heading: true,
          fields: ['name', 'description', 'active'],
          content: (
            <>
              <FormTextField control={control} name="name" label="Name" required limit={FORM_TEMPLATE_NAME_MAX} />
              <FormTextField
                control={control}
                name="description"
                label="Description"
                multiline
                minRows={2}
                limit={FORM_TEMPLATE_DESCRIPTION_MAX}
              />
              <Box>
                <ActiveSwitch control={control} name="active" />
              </Box>
            </>
          ),
        },
        { id: 'fields', label: 'Fields', heading: true, fields: ['fields'], content: <FormTemplateFieldsEditor control={control} /> },
      ]}
    >
      <FormTemplatePreviewDialog
        open={dialog === 'preview'}
        name={preview.name}
        description={preview.description}
        fields={previewFields(preview)}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete Form Template?"
        message={`Delete ${record?.name ?? 'this form template'}? This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        busy={deleteTemplate.isPending}
        onConfirm={() => void handleDelete()}
        onCancel={() => setDialog(null)}
      />
    </RecordEditorFrame>
  );
}
