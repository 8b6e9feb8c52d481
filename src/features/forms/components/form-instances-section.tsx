import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { RetryAlert } from '@/components/retry-alert';
import { toast } from '@/components/toasts';
import type { FormInstance, FormOwnerKind } from '@/lib/schemas/form-schemas';
import { useDeleteFormInstance } from '../api/delete-form-instance';
import { useOwnerForms } from '../api/get-owner-forms';
import { FORM_DELETED, NO_FORMS, saveOwnerFirstText } from '../model/form-messages';
import { FormInstanceDialog, type FormDialogMode } from './form-instance-dialog';
import { FormInstanceRow } from './form-instance-row';
import { FormTemplateChooser } from './form-template-chooser';
import { visuallyHidden } from '@/components/visually-hidden';

export type { FormOwnerKind };

export interface FormInstancesSectionProps {
  ownerKind: FormOwnerKind;
  /** The owner record's context; '' while it has not been saved (the section says to save it first). */
  ownerContext: string;
  /** Add, fill, save and delete need the owner's update permission; otherwise the forms are read-only. */
  canEdit: boolean;
  /** The element of the "Forms" heading (h2 by default). */
  headingComponent?: 'h2' | 'h3' | 'h4';
  /** Hides the heading visually (it stays for screen readers) when the host already shows "Forms". */
  hideHeading?: boolean;
  /** 'card' (default): an outlined card like the other record sections; 'plain': no frame. */
  variant?: 'card' | 'plain';
}

/**
 * The forms of an intake, job or resource: the list (name, last modified, how much is answered),
 * Add Form (a template chooser; the new form opens to fill), fill and save, view read-only, delete.
 */
export function FormInstancesSection({
  ownerKind,
  ownerContext,
  canEdit,
  headingComponent = 'h2',
  hideHeading = false,
  variant = 'card',
}: FormInstancesSectionProps) {
  const headingId = useId();
  const forms = useOwnerForms(ownerKind, ownerContext);
  const deleteForm = useDeleteFormInstance();
  const [choosing, setChoosing] = useState(false);
  const [opened, setOpened] = useState<{ context: string; mode: FormDialogMode } | null>(null);
  /** The form the delete confirmation is about; kept while the dialog fades out. */
  const [deleting, setDeleting] = useState<FormInstance | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const saved = ownerContext !== '';

  const handleDelete = async (instance: FormInstance) => {
    try {
      await deleteForm.mutateAsync(instance);
    } catch {
      // The API client has shown why; the form stays.
      setConfirmingDelete(false);
      return;
    }
    setConfirmingDelete(false);
    toast.success(FORM_DELETED);
  };

  let content;
  if (!saved) {
    content = <Typography color="text.secondary">{saveOwnerFirstText(ownerKind)}</Typography>;
  } else if (forms.isPending) {
    content = <LinearProgress aria-label="Loading forms" />;
  } else if (forms.isError) {
    content = <RetryAlert onRetry={() => void forms.refetch()}>The forms could not be loaded.</RetryAlert>;
  } else if (forms.data.length === 0) {
    content = <Typography color="text.secondary">{NO_FORMS}</Typography>;
  } else {
    content = (
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {forms.data.map((instance) => (
          <FormInstanceRow
            key={instance.context}
            instance={instance}
            canEdit={canEdit}
            onView={() => setOpened({ context: instance.context, mode: 'view' })}
            onEdit={() => setOpened({ context: instance.context, mode: 'fill' })}
            onDelete={() => {
              setDeleting(instance);
              setConfirmingDelete(true);
            }}
          />
        ))}
      </Box>
    );
  }

  const sections = (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: hideHeading ? 'flex-end' : 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          id={headingId}
          variant="h6"
          component={headingComponent}
          sx={hideHeading ? visuallyHidden : undefined}
        >
          Forms
        </Typography>
        {canEdit && saved ? (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setChoosing(true)}>
            Add Form
          </Button>
        ) : null}
      </Box>
      {content}
      {canEdit && saved ? (
        <FormTemplateChooser
          open={choosing}
          ownerKind={ownerKind}
          ownerContext={ownerContext}
          onClose={() => setChoosing(false)}
          onCreated={(instance) => {
            setChoosing(false);
            setOpened({ context: instance.context, mode: 'fill' });
          }}
        />
      ) : null}
      {opened ? (
        <FormInstanceDialog
          key={opened.context}
          context={opened.context}
          mode={opened.mode}
          canEdit={canEdit}
          onModeChange={(mode) => setOpened({ ...opened, mode })}
          onClose={() => setOpened(null)}
        />
      ) : null}
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete Form?"
        message={deleting ? `Delete the ${deleting.name} form and its answers? This cannot be undone.` : ''}
        confirmLabel="Delete Form"
        destructive
        busy={deleteForm.isPending}
        onConfirm={() => {
          if (deleting) void handleDelete(deleting);
        }}
        onCancel={() => setConfirmingDelete(false)}
      />
    </>
  );

  return variant === 'card' ? (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2, minWidth: 0, p: { xs: 1.5, md: 3 } }}>
      {sections}
    </Paper>
  ) : (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {sections}
    </Box>
  );
}
