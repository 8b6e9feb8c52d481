import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import { useCan } from '@/lib/permissions';
import { PICKLIST_TEXT_MAX, picklistEditMessages, type EditablePicklistKind } from '@/lib/schemas/picklist-edit-schemas';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';
import { useCompactWidth } from '@/lib/use-compact-width';
import { useCreatePicklistItem, useDeletePicklistItem, useUpdatePicklistItem } from '@/lib/picklists/edit-picklist';

export interface PicklistEditorDialogProps {
  kind: Extract<EditablePicklistKind, 'JobTag' | 'JobType'>;
  /** "Edit Tags", "Manage Job Types". */
  title: string;
  /** One value's name: "Tag", "Job Type". */
  itemLabel: string;
  onClose: () => void;
}

function textProblem(text: string, items: readonly PicklistItem[], except: string | null): string | null {
  const trimmed = text.trim();
  if (!trimmed) return picklistEditMessages.textRequired;
  if (trimmed.length > PICKLIST_TEXT_MAX) return picklistEditMessages.textTooLong;
  if (items.some((item) => item.context !== except && item.text.trim().toLowerCase() === trimmed.toLowerCase())) return picklistEditMessages.duplicate(trimmed);
  return null;
}

interface TextFormProps {
  label: string;
  value: string;
  problem: string | null;
  onChange: (text: string) => void;
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  autoFocus?: boolean;
  /** The form's own spacing (and its width in a list row). */
  sx: { pt?: number; py?: number; width?: string };
  /** After the submit button (Cancel). */
  children?: ReactNode;
}

/** A value's text and its submit button (Add, or Save of a rename), a form of its own inside the dialog. */
function TextForm({ label, value, problem, onChange, submitLabel, busy, onSubmit, autoFocus, sx, children }: TextFormProps) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onSubmit();
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', ...sx }}
    >
      <TextField
        label={label}
        size="small"
        value={value}
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value)}
        error={problem !== null}
        helperText={problem ?? ' '}
        slotProps={{ htmlInput: { maxLength: PICKLIST_TEXT_MAX } }}
        fullWidth
      />
      <Button type="submit" variant="contained" loading={busy}>
        {submitLabel}
      </Button>
      {children}
    </Box>
  );
}

/**
 * Edit Tags and Manage Job Types (spec 2 §2; picklist create, update, delete): add a value, rename
 * one, make it inactive or active again, or delete one no job uses. Each change is saved at once.
 */
export function PicklistEditorDialog({ kind, title, itemLabel, onClose }: PicklistEditorDialogProps) {
  const titleId = useId();
  const compact = useCompactWidth();
  const picklist = usePicklist(kind);
  const canCreate = useCan('PICKLIST_C');
  const canUpdate = useCan('PICKLIST_U');
  const canDelete = useCan('PICKLIST_D');
  const create = useCreatePicklistItem();
  const update = useUpdatePicklistItem();
  const remove = useDeletePicklistItem();
  const items = picklist.data ?? [];
  const [newText, setNewText] = useState('');
  const [newProblem, setNewProblem] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ context: string; text: string; problem: string | null } | null>(null);

  const handleAdd = async () => {
    const problem = textProblem(newText, items, null);
    setNewProblem(problem);
    if (problem) return;
    try {
      await create.mutateAsync({ kind, text: newText.trim() });
      setNewText('');
    } catch {
      // The API client has said why.
    }
  };

  const handleRename = async (item: PicklistItem) => {
    if (!renaming) return;
    const problem = textProblem(renaming.text, items, item.context);
    if (problem) {
      setRenaming({ ...renaming, problem });
      return;
    }
    try {
      await update.mutateAsync({ context: item.context, text: renaming.text.trim(), active: item.active });
      setRenaming(null);
    } catch {
      // The API client has said why.
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={compact}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        {canCreate ? (
          <TextForm
            label={`New ${itemLabel}`}
            value={newText}
            problem={newProblem}
            onChange={setNewText}
            submitLabel="Add"
            busy={create.isPending}
            onSubmit={() => void handleAdd()}
            sx={{ pt: 1 }}
          />
        ) : null}
        <List dense aria-label={title} disablePadding>
          {items.map((item) =>
            renaming?.context === item.context ? (
              <ListItem key={item.context} divider>
                <TextForm
                  label={`Rename ${item.text}`}
                  value={renaming.text}
                  problem={renaming.problem}
                  onChange={(text) => setRenaming({ ...renaming, text, problem: null })}
                  submitLabel="Save"
                  busy={update.isPending}
                  onSubmit={() => void handleRename(item)}
                  autoFocus
                  sx={{ width: '100%', py: 0.5 }}
                >
                  <Button onClick={() => setRenaming(null)}>Cancel</Button>
                </TextForm>
              </ListItem>
            ) : (
              <ListItem
                key={item.context}
                divider
                secondaryAction={
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    {canUpdate ? (
                      <>
                        <Tooltip title={item.active ? 'Active' : 'Inactive'}>
                          <Switch
                            checked={item.active}
                            size="small"
                            slotProps={{ input: { 'aria-label': `${item.text} active` } }}
                            onChange={(event) => update.mutate({ context: item.context, text: item.text, active: event.target.checked })}
                          />
                        </Tooltip>
                        <IconButton aria-label={`Rename ${item.text}`} onClick={() => setRenaming({ context: item.context, text: item.text, problem: null })}>
                          <EditOutlined />
                        </IconButton>
                      </>
                    ) : null}
                    {canDelete ? (
                      <IconButton aria-label={`Delete ${item.text}`} onClick={() => remove.mutate(item.context)}>
                        <DeleteOutlined />
                      </IconButton>
                    ) : null}
                  </Box>
                }
                sx={{ pr: 18 }}
              >
                <ListItemText primary={item.text} secondary={item.active ? undefined : 'Inactive'} />
              </ListItem>
            ),
          )}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
