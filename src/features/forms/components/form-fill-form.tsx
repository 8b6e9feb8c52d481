import { useEffect, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import axios from 'axios';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { toast } from '@/components/toasts';
import { FormBox } from '@/components/record-editor/form-box';
import { useUnsavedChangesWarning } from '@/components/use-unsaved-changes-warning';
import { useVersionedEdit } from '@/components/record-list/use-versioned-edit';
import { VersionConflictNotice } from '@/components/record-list/version-conflict-notice';
import type { FormInstance, FormValues } from '@/lib/schemas/form-schemas';
import { useUpdateFormInstance } from '../api/update-form-instance';
import { formDraftFromValues, formValuesFromDraft, type FormDraft } from '../model/form-draft';
import { formDraftSchema } from '../model/form-draft-schema';
import { FORM_GONE_TEXT, FORM_SAVED, UNABLE_TO_SAVE } from '../model/form-messages';
import { FormDialogTitle } from './form-dialog-title';
import { FormFieldsGrid } from './form-fields-grid';

export interface FormFillFormProps {
  /** The opened form's query: the editor starts from its first answer and reloads through it after a conflict. */
  query: { data: FormInstance | undefined; refetch: () => Promise<{ data?: FormInstance | undefined }> };
  titleId: string;
  onDirtyChange: (dirty: boolean) => void;
  /** Cancel or the close button: the dialog asks first when there are unsaved answers. */
  onCancel: () => void;
  onSaved: () => void;
}

/** Blocks in-app navigation and reloads while mounted (only while the form has unsaved answers). */
function LeaveGuard() {
  return useUnsavedChangesWarning(true);
}

export interface FillFieldsProps extends Omit<FormFillFormProps, 'query'> {
  instance: FormInstance;
  conflict: boolean;
  reloading: boolean;
  onReload: () => void;
  save: (request: { values: FormValues }) => Promise<unknown>;
  /** The toast after saving (default "Form saved."-style FORM_SAVED). */
  savedMessage?: string;
}

export function FillFields({ instance, titleId, conflict, reloading, onReload, save, onDirtyChange, onCancel, onSaved, savedMessage = FORM_SAVED }: FillFieldsProps) {
  const { fields } = instance;
  const resolver = useMemo(() => zodResolver(formDraftSchema(fields)) as unknown as Resolver<FormDraft>, [fields]);
  const { control, handleSubmit, formState } = useForm<FormDraft>({ resolver, defaultValues: formDraftFromValues(fields, instance.values) });
  const [gone, setGone] = useState(false);
  const [saved, setSaved] = useState(false);
  const dirty = formState.isDirty && !saved;

  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);

  const handleSave = handleSubmit(async (draft) => {
    try {
      await save({ values: formValuesFromDraft(fields, draft) });
    } catch (error) {
      // 409: the notice above offers a reload; 404: deleted meanwhile; others: the error modal. The answers stay.
      if (axios.isAxiosError(error) && error.response?.status === 404) setGone(true);
      return;
    }
    setSaved(true);
    toast.success(savedMessage);
    onSaved();
  });
  const showInvalid = formState.isSubmitted && Object.keys(formState.errors).length > 0;

  return (
    <FormBox
      labelledBy={titleId}
      onSubmit={(event) => void handleSave(event)}
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <FormDialogTitle titleId={titleId} instance={instance} onClose={onCancel} />
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        {conflict ? <VersionConflictNotice recordName="form" reloading={reloading} onReload={onReload} /> : null}
        {gone ? (
          <Alert severity="error" role="alert">
            {FORM_GONE_TEXT}
          </Alert>
        ) : null}
        <FormFieldsGrid fields={fields} control={control} />
      </DialogContent>
      {showInvalid ? (
        <Alert severity="error" role="alert" sx={{ borderRadius: 0 }}>
          {UNABLE_TO_SAVE}
        </Alert>
      ) : null}
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained" loading={formState.isSubmitting} disabled={gone}>
          Save
        </Button>
      </DialogActions>
      {dirty ? <LeaveGuard /> : null}
    </FormBox>
  );
}

/**
 * Fills a form: one input per field, validated with a schema built from the form's fields, saved
 * with the version it was loaded at. A conflict (409) keeps the answers and offers a reload.
 */
export function FormFillForm({ query, ...props }: FormFillFormProps) {
  const updateForm = useUpdateFormInstance();
  const { editing, conflict, reloading, generation, save, reload } = useVersionedEdit<FormInstance, { values: FormValues }, FormInstance>(
    query,
    (request) => updateForm.mutateAsync(request),
  );
  if (!editing) return null;
  return (
    <FillFields
      key={generation}
      {...props}
      instance={editing}
      conflict={conflict}
      reloading={reloading}
      onReload={() => void reload()}
      save={save}
    />
  );
}
