import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Muted } from '@/components/record-view/record-view-section';
import type { TaskRecord } from '@/lib/schemas/task-schemas';
import { useToggleChecklistItem } from '../api/toggle-checklist-item';

export interface TaskChecklistProps {
  task: TaskRecord;
  /** Spec 2 §4: only users with task read or schedule create tick items. */
  canToggle: boolean;
}

/** The view's checklist: each item a checkbox that is saved as soon as it is ticked or cleared. */
export function TaskChecklist({ task, canToggle }: TaskChecklistProps) {
  const toggle = useToggleChecklistItem();
  // What each item was just set to, until its call settles: several items may be ticked in a row.
  const [pending, setPending] = useState<Record<string, boolean>>({});
  if (task.checklist.length === 0) return <Muted>No checklist items</Muted>;
  const handleToggle = (itemContext: string, complete: boolean) => {
    setPending((current) => ({ ...current, [itemContext]: complete }));
    void toggle
      .mutateAsync({ context: task.context, checklistItemContext: itemContext, complete })
      .catch(() => undefined)
      .finally(() =>
        setPending((current) => {
          const { [itemContext]: _settled, ...rest } = current;
          return rest;
        }),
      );
  };
  return (
    <Box component="ul" aria-label="Checklist" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid' }}>
      {task.checklist.map((item) => (
        <Box component="li" key={item.context}>
          <FormControlLabel
            label={item.description}
            disabled={!canToggle || item.context in pending}
            sx={{ '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere', textDecoration: item.complete ? 'line-through' : undefined } }}
            control={
              <Checkbox
                checked={pending[item.context] ?? item.complete}
                onChange={(event) => handleToggle(item.context, event.target.checked)}
              />
            }
          />
        </Box>
      ))}
    </Box>
  );
}
