import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useCompactWidth } from '@/lib/use-compact-width';
import type { FormInstance, FormOwnerKind, FormTemplate } from '@/lib/schemas/form-schemas';
import { useCreateFormInstance } from '../api/create-form-instance';
import { useFormTemplates } from '../api/get-form-templates';
import { NO_TEMPLATES } from '../model/form-messages';

export interface FormTemplateChooserProps {
  open: boolean;
  ownerKind: FormOwnerKind;
  ownerContext: string;
  onClose: () => void;
  /** The form was added; the section opens it to fill. */
  onCreated: (instance: FormInstance) => void;
}

/** "Add Form": the active templates; choosing one adds an unanswered form to the owner. */
export function FormTemplateChooser({ open, ownerKind, ownerContext, onClose, onCreated }: FormTemplateChooserProps) {
  const titleId = useId();
  const compact = useCompactWidth();
  const templates = useFormTemplates({ enabled: open });
  const createForm = useCreateFormInstance();

  const handleChoose = async (template: FormTemplate) => {
    let created: FormInstance;
    try {
      created = await createForm.mutateAsync({ templateContext: template.context, ownerKind, ownerContext });
    } catch {
      // The API client has shown why; the chooser stays open.
      return;
    }
    onCreated(created);
  };

  let content;
  if (templates.isPending || !templates.data) {
    content = templates.isError ? <Typography color="error">The form templates could not be loaded.</Typography> : <LinearProgress aria-label="Loading form templates" />;
  } else if (templates.data.length === 0) {
    content = <Typography color="text.secondary">{NO_TEMPLATES}</Typography>;
  } else {
    content = (
      <List aria-label="Form templates" disablePadding>
        {templates.data.map((template) => (
          <ListItem key={template.context} disablePadding divider>
            <ListItemButton onClick={() => void handleChoose(template)} disabled={createForm.isPending}>
              <ListItemText
                primary={template.name}
                secondary={`${template.description} ${template.fields.length} fields.`}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <Dialog open={open} onClose={createForm.isPending ? undefined : onClose} aria-labelledby={titleId} fullScreen={compact} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Add Form</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 1.5 }}>
        <DialogContentText>Choose a form. It is added right away and opens for you to fill in.</DialogContentText>
        {content}
        {createForm.isPending ? <LinearProgress aria-label="Adding form" /> : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={createForm.isPending}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
