import { useEffect, useMemo, useRef } from 'react';
import { useDndContext, type DragStartEvent } from '@dnd-kit/core';

/*
 * A keyboard drop that waits for the scroll before it.
 *
 * dnd-kit's keyboard sensor moves a row past the middle of the view by scrolling the page (or the box
 * the rows scroll in) a row's height instead of moving the row: the row stays where it is on the
 * screen and the list moves under it. The sensor learns of the scroll from its scroll event, a frame
 * later, and only then is the row over its new place. A Space or Enter pressed before that dropped the
 * row where it had been, while the screen showed it one place further: a keyboard user who pressed
 * the arrow and Space quickly lost the move. The gate holds such a drop until dnd-kit has caught up
 * (the row is over a new place, or half a second has passed) and then lets the same key through.
 */

/** How long a held drop waits at most for dnd-kit to catch up with a scroll. */
export const HELD_DROP_MS = 500;

/** The scroll offsets of the page and of every box around `element`, as one comparable text. */
function scrollOffsets(element: Element): string {
  let offsets = `${window.scrollX},${window.scrollY}`;
  for (let node = element.parentElement; node; node = node.parentElement) offsets += `,${node.scrollLeft},${node.scrollTop}`;
  return offsets;
}

const DROP_KEYS = new Set(['Space', 'Enter']);

interface GateState {
  /** A drag started from the keyboard is under way. */
  keyboard: boolean;
  /** The scroll offsets before the arrow key now being handled. */
  before: string;
  /** An arrow scrolled, and dnd-kit has not yet put the row over its new place. */
  awaiting: boolean;
  /** The drop key held back, and the element it was pressed on. */
  held: { target: Element; key: string; code: string } | null;
  timer: number;
}

export interface KeyboardDropGate {
  onDragStart: (event: DragStartEvent) => void;
  /** The drag ended or was cancelled. */
  reset: () => void;
  /** Rendered inside the `DndContext`: lets a held drop through once the row is over its new place. */
  Watcher: () => null;
}

/** The gate for one `DndContext` (see the note above). */
export function useKeyboardDropGate(): KeyboardDropGate {
  const state = useRef<GateState>({ keyboard: false, before: '', awaiting: false, held: null, timer: 0 });

  const gate = useMemo(() => {
    const current = state.current;
    const release = () => {
      window.clearTimeout(current.timer);
      current.awaiting = false;
      const held = current.held;
      current.held = null;
      if (held && held.target.isConnected) held.target.dispatchEvent(new KeyboardEvent('keydown', { key: held.key, code: held.code, bubbles: true, cancelable: true }));
    };
    const reset = () => {
      window.clearTimeout(current.timer);
      Object.assign(current, { keyboard: false, awaiting: false, held: null });
    };
    function Watcher() {
      const overId = useDndContext().over?.id;
      // A passive effect: dnd-kit has stored the new place (in its layout effects) by the time it runs.
      useEffect(() => {
        if (current.awaiting) release();
      }, [overId]);
      return null;
    }
    const onDragStart = (event: DragStartEvent) => {
      current.keyboard = event.activatorEvent instanceof KeyboardEvent;
    };
    return { release, reset, Watcher, onDragStart };
  }, []);

  useEffect(() => {
    const current = state.current;
    // Before dnd-kit (which listens on the document as the key bubbles): note the offsets, hold a drop.
    const beforeSensor = (event: KeyboardEvent) => {
      if (!current.keyboard || !(event.target instanceof Element)) return;
      if (DROP_KEYS.has(event.code) && current.awaiting) {
        event.preventDefault();
        event.stopPropagation();
        current.held = { target: event.target, key: event.key, code: event.code };
      } else if (event.code.startsWith('Arrow')) {
        current.before = scrollOffsets(event.target);
      }
    };
    // After dnd-kit (the window hears the key last): did the arrow scroll instead of moving?
    const afterSensor = (event: KeyboardEvent) => {
      if (!current.keyboard || !event.code.startsWith('Arrow') || !(event.target instanceof Element)) return;
      if (scrollOffsets(event.target) === current.before) return;
      current.awaiting = true;
      window.clearTimeout(current.timer);
      current.timer = window.setTimeout(gate.release, HELD_DROP_MS);
    };
    document.addEventListener('keydown', beforeSensor, true);
    window.addEventListener('keydown', afterSensor);
    return () => {
      document.removeEventListener('keydown', beforeSensor, true);
      window.removeEventListener('keydown', afterSensor);
      gate.reset();
    };
  }, [gate]);

  return gate;
}
