import { useMemo, useState } from 'react';
import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { DragHandle, SortableRows } from '@/components/data-table/sortable-rows';
import { CHECKLIST_ITEM_MAX, CHECKLIST_MAX_ITEMS, type TaskFormValues } from '@/lib/schemas/task-schemas';

const reorderWords = { one: 'a checklist item', unit: 'item', unnamed: 'Checklist item' } as const;

export interface TaskChecklistEditorProps {
  control: Control<TaskFormValues>;
  disabled: boolean;
}

/**
 * The editor's checklist: items ticked, renamed, removed and reordered (drag or keyboard, with
 * announcements), and new items added at the end.
 */
export function TaskChecklistEditor({ control, disabled }: TaskChecklistEditorProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'checklist', keyName: 'key' });
  const items = useWatch({ control, name: 'checklist' });
  const [draft, setDraft] = useState('');
  const rows = useMemo(() => fields.map((field, index) => ({ id: field.key, name: items[index]?.description ?? '' })), [fields, items]);
  const full = fields.length >= CHECKLIST_MAX_ITEMS;
  const handleAdd = () => {
    const description = draft.trim();
    if (!description || full) return;
    append({ context: '', description, complete: false });
    setDraft('');
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {fields.length === 0 ? <Typography color="text.secondary">No checklist items yet.</Typography> : null}
      <SortableRows rows={rows} words={reorderWords} onMove={move}>
        <Box component="ul" aria-label="Checklist" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {fields.map((field, index) => {
            const name = items[index]?.description || reorderWords.unnamed;
            return (
              <Box component="li" key={field.key} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, bgcolor: 'background.paper' }}>
                <Box sx={{ pt: 1 }}>{disabled ? null : <DragHandle id={field.key} label={`Reorder ${name}`} />}</Box>
                <Controller
                  control={control}
                  name={`checklist.${index}.complete`}
                  render={({ field: checkbox }) => (
                    <Checkbox
                      checked={checkbox.value}
                      onChange={(event) => checkbox.onChange(event.target.checked)}
                      disabled={disabled}
                      slotProps={{ input: { 'aria-label': `${name} complete` } }}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`checklist.${index}.description`}
                  render={({ field: text, fieldState }) => (
                    <TextField
                      value={text.value}
                      onChange={text.onChange}
                      onBlur={text.onBlur}
                      inputRef={text.ref}
                      label={`Item ${index + 1}`}
                      size="small"
                      disabled={disabled}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message}
                      slotProps={{ htmlInput: { maxLength: CHECKLIST_ITEM_MAX } }}
                      sx={{ flex: 1, minWidth: 0 }}
                    />
                  )}
                />
                {disabled ? null : (
                  <IconButton aria-label={`Remove ${name}`} onClick={() => remove(index)}>
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                )}
              </Box>
            );
          })}
        </Box>
      </SortableRows>
      {disabled ? null : (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            label="New checklist item"
            size="small"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              handleAdd();
            }}
            helperText={full ? `A checklist holds up to ${CHECKLIST_MAX_ITEMS} items.` : 'Press Enter or Add Item to add it to the list.'}
            slotProps={{ htmlInput: { maxLength: CHECKLIST_ITEM_MAX } }}
            sx={{ flex: '1 1 220px' }}
          />
          <Button startIcon={<Add />} onClick={handleAdd} disabled={!draft.trim() || full} sx={{ mt: 0.5 }}>
            Add Item
          </Button>
        </Box>
      )}
    </Box>
  );
}
