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
  if (task.checklist.length === 0) return <Muted>No checklist items</Muted>;
  const busyItem = toggle.isPending ? toggle.variables?.checklistItemContext : undefined;
  return (
    <Box component="ul" aria-label="Checklist" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid' }}>
      {task.checklist.map((item) => (
        <Box component="li" key={item.context}>
          <FormControlLabel
            label={item.description}
            disabled={!canToggle || busyItem === item.context}
            sx={{ '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere', textDecoration: item.complete ? 'line-through' : undefined } }}
            control={
              <Checkbox
                checked={busyItem === item.context ? Boolean(toggle.variables?.complete) : item.complete}
                onChange={(event) => toggle.mutate({ context: task.context, checklistItemContext: item.context, complete: event.target.checked })}
              />
            }
          />
        </Box>
      ))}
    </Box>
  );
}
