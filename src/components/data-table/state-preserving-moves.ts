import { useLayoutEffect, type RefObject } from 'react';

/** An element with the DOM's state-preserving move (Chromium 133+; not in jsdom). */
type MoveCapable = Element & { moveBefore?: (node: Node, child: Node | null) => void };

/**
 * Rows that React moves within `container` keep their state, the focus above all. React moves a
 * keyed row with `insertBefore` (or `appendChild` to the end), which takes the row out first: a
 * focused drag handle in it loses the focus, and React then gives it back, reading every
 * ancestor's scroll position and calling `focus()`, two forced layouts on every drop of a line.
 * Where the browser has `moveBefore`, a move of one of the container's own children uses it: the
 * row moves with its focus and React has nothing to restore. Anything else (a new row, a browser
 * without it, a move it refuses) goes the usual way. Answers the undo.
 */
export function preserveStateOnMoves(container: MoveCapable): () => void {
  const moveBefore = container.moveBefore;
  if (typeof moveBefore !== 'function') return () => undefined;
  const moved = (node: Node, before: Node | null) => {
    if (node.parentNode !== container || !container.isConnected || (before !== null && before.parentNode !== container)) return false;
    try {
      moveBefore.call(container, node, before);
      return true;
    } catch {
      return false;
    }
  };
  const own = container as { insertBefore: Node['insertBefore']; appendChild: Node['appendChild'] };
  own.insertBefore = <T extends Node>(node: T, before: Node | null): T => (moved(node, before) ? node : Node.prototype.insertBefore.call(container, node, before) as T);
  own.appendChild = <T extends Node>(node: T): T => (moved(node, null) ? node : Node.prototype.appendChild.call(container, node) as T);
  return () => {
    delete (own as Partial<typeof own>).insertBefore;
    delete (own as Partial<typeof own>).appendChild;
  };
}

/** `preserveStateOnMoves` on the element of `ref` while it is mounted (a table body, a card list). */
export function useStatePreservingMoves(ref: RefObject<Element | null>): void {
  useLayoutEffect(() => {
    const container = ref.current;
    return container ? preserveStateOnMoves(container) : undefined;
  }, [ref]);
}
