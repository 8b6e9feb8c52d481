import { useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { useTheme } from '@mui/material/styles';
import type { JobDetailLine } from './job-detail-line';
import { jobDetailTexts } from './job-detail-texts';

/** Lines move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export const reorderInstructions: ScreenReaderInstructions = {
  draggable:
    'To reorder a job detail, press Space or Enter to pick it up, the up and down arrow keys to move it, and Space or Enter again to drop it. Escape cancels.',
};

/**
 * What screen readers hear while a line is dragged (dnd-kit announcements, with the lines' names and
 * positions). A position is said when the line reaches a new one, not again where it already is (a
 * line just picked up is over its own place: "Picked up …" is not talked over).
 */
export function reorderAnnouncements(shown: readonly JobDetailLine[]): Announcements {
  const position = (id: UniqueIdentifier) => shown.findIndex((line) => line.guid === id) + 1;
  const name = (id: UniqueIdentifier) => shown.find((line) => line.guid === id)?.name || 'Job detail';
  const count = shown.length;
  let lastOver: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return `Picked up ${name(active.id)}, line ${position(active.id)} of ${count}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver) return undefined;
      lastOver = over?.id ?? null;
      return over ? `${name(active.id)} is at position ${position(over.id)} of ${count}.` : `${name(active.id)} is not over a position.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} dropped at position ${position(over.id)} of ${count}.` : `${name(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) => `Reordering cancelled. ${name(active.id)} is back at position ${position(active.id)} of ${count}.`,
  };
}

export interface SortableLinesProps {
  /** The shown lines, in order. */
  shown: readonly JobDetailLine[];
  /** Moves the shown line at `from` to `to`. */
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

/** Drag to reorder (spec 2 §2 "rows draggable"): pointer and keyboard sensors, announcements on (DESIGN §8). */
export function SortableLines({ shown, onMove, children }: SortableLinesProps) {
  const sensors = useSensors(
    // A press that moves less than 4 px is a click (the handle stays a button).
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => shown.map((line) => line.guid), [shown]);
  const announcements = useMemo(() => reorderAnnouncements(shown), [shown]);
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: reorderInstructions }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * The drag handle of a line. The sortable node is the row around it (the table's `tr` or the phone's
 * card `li`), which the kit's DataTable renders: the handle registers that element and moves it
 * while it is dragged, so the list itself renders nothing while a line moves.
 */
export function DragHandle({ line }: { line: JobDetailLine }) {
  const theme = useTheme();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: line.guid });
  const rowRef = useRef<HTMLElement | null>(null);
  const ref = useCallback(
    (element: HTMLButtonElement | null) => {
      setActivatorNodeRef(element);
      const row = element?.closest<HTMLElement>('tr, li') ?? null;
      rowRef.current = row;
      setNodeRef(row);
    },
    [setActivatorNodeRef, setNodeRef],
  );
  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    row.style.transform = transform ? `translate3d(0px, ${Math.round(transform.y)}px, 0px)` : '';
    row.style.transition = transition ?? '';
    row.style.position = isDragging ? 'relative' : '';
    row.style.zIndex = isDragging ? '2' : '';
    row.style.backgroundColor = isDragging ? theme.palette.background.paper : '';
    row.style.boxShadow = isDragging ? theme.shadows[4] : '';
  }, [transform, transition, isDragging, theme]);
  return (
    <button
      ref={ref}
      type="button"
      {...attributes}
      {...listeners}
      aria-label={jobDetailTexts.dragHandle(line.name)}
      style={{
        display: 'inline-flex',
        padding: 4,
        border: 0,
        borderRadius: 4,
        background: 'transparent',
        color: theme.palette.text.secondary,
        cursor: isDragging ? 'grabbing' : 'grab',
        touchAction: 'none',
      }}
    >
      <DragIndicator fontSize="small" />
    </button>
  );
}
