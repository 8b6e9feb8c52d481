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
import { useTheme } from '@mui/material/styles';
import { useKeyboardDropGate } from './keyboard-drop-gate';

/** What a reorder calls its rows, in the instructions and the announcements. */
export interface ReorderWords {
  /** "To reorder <one>, press Space …": "a job detail", "an item". */
  one: string;
  /** "Picked up Water heater, <unit> 2 of 5.": "line", "item". */
  unit: string;
  /** The name said for a row without one: "Job detail", "Item". */
  unnamed: string;
  /** The drag handle's name: (name) => `Reorder ${name}`. */
  handle: (name: string) => string;
}

/** A row as the reorder knows it: its id (the table's row key) and its name. */
export interface SortableRowName {
  id: string;
  name: string;
}

/** Rows move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** What screen readers are told on a handle. */
export function reorderInstructions(words: Pick<ReorderWords, 'one'>): ScreenReaderInstructions {
  return {
    draggable: `To reorder ${words.one}, press Space or Enter to pick it up, the up and down arrow keys to move it, and Space or Enter again to drop it. Escape cancels.`,
  };
}

/**
 * What screen readers hear while a row is dragged (dnd-kit announcements, with the rows' names and
 * positions). A position is said when the row reaches a new one, not again where it already is (a
 * row just picked up is over its own place: "Picked up …" is not talked over).
 */
export function reorderAnnouncements(rows: readonly SortableRowName[], words: Pick<ReorderWords, 'unit' | 'unnamed'>): Announcements {
  const position = (id: UniqueIdentifier) => rows.findIndex((row) => row.id === id) + 1;
  const name = (id: UniqueIdentifier) => rows.find((row) => row.id === id)?.name || words.unnamed;
  const count = rows.length;
  let lastOver: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return `Picked up ${name(active.id)}, ${words.unit} ${position(active.id)} of ${count}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver) return undefined;
      lastOver = over?.id ?? null;
      return over ? `${name(active.id)} is at position ${position(over.id)} of ${count}.` : `${name(active.id)} is not over a position.`;
    },
    onDragEnd: ({ active, over }) => (over ? `${name(active.id)} dropped at position ${position(over.id)} of ${count}.` : `${name(active.id)} dropped where it was.`),
    onDragCancel: ({ active }) => `Reordering cancelled. ${name(active.id)} is back at position ${position(active.id)} of ${count}.`,
  };
}

export interface SortableRowsProps {
  /** The rows in order (keep it stable between renders: the announcements are built from it). */
  rows: readonly SortableRowName[];
  words: Pick<ReorderWords, 'one' | 'unit' | 'unnamed'>;
  /** Moves the row at `from` to `to`. */
  onMove: (from: number, to: number) => void;
  /** The table (or card list) whose rows hold a `DragHandle` each. */
  children: ReactNode;
}

/** Rows that move by drag or keyboard: pointer and keyboard sensors, instructions and announcements (DESIGN §8). */
export function SortableRows({ rows, words, onMove, children }: SortableRowsProps) {
  const sensors = useSensors(
    // A press that moves less than 4 px is a click (the handle stays a button).
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // An arrow that takes the row past the middle of the view scrolls the page a row's height
    // instead: at once, so the gate below sees it and holds a drop until the row is over its new place.
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: 'instant' }),
  );
  const { one, unit, unnamed } = words;
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const announcements = useMemo(() => reorderAnnouncements(rows, { unit, unnamed }), [rows, unit, unnamed]);
  const instructions = useMemo(() => reorderInstructions({ one }), [one]);
  const gate = useKeyboardDropGate();
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    gate.reset();
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
      onDragStart={gate.onDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={gate.reset}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
      <gate.Watcher />
    </DndContext>
  );
}

/** MUI's DragIndicator icon, drawn as a plain svg: every visible row's handle renders again while a row moves. */
const DRAG_INDICATOR_PATH =
  'M11 18c0 1.1-.9 2-2 2s-2-.9-2-2 .9-2 2-2 2 .9 2 2m-2-8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0-6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m6 4c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';

export interface DragHandleProps {
  /** The row's id in `SortableRows`. */
  id: string;
  /** The button's name ("Reorder Water heater"). */
  label: string;
}

/**
 * A row's drag handle, inside `SortableRows`. The sortable node is the row around it (the table's
 * `tr` or a phone card's `li`): the handle registers that element and moves it while it is dragged,
 * so the table itself renders nothing while a row moves.
 */
export function DragHandle({ id, label }: DragHandleProps) {
  const theme = useTheme();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
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
    row.style.transform = transform ? `translateY(${Math.round(transform.y)}px)` : '';
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
      aria-label={label}
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
      <svg viewBox="0 0 24 24" width={20} height={20} fill="currentColor" aria-hidden="true" focusable="false">
        <path d={DRAG_INDICATOR_PATH} />
      </svg>
    </button>
  );
}
