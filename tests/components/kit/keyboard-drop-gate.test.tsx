import { createRef, useImperativeHandle, type Ref } from 'react';
import { render, screen } from '@testing-library/react';
import { DndContext, type DragStartEvent } from '@dnd-kit/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELD_DROP_MS, useKeyboardDropGate, type KeyboardDropGate } from '@/components/data-table/keyboard-drop-gate';

/*
 * The gate stands between the keys and dnd-kit's keyboard sensor, which listens on the document as
 * a key bubbles. Here a plain document listener stands in for the sensor: it records the keys that
 * reach it and, for an arrow key, scrolls the page as the sensor does past the middle of the view.
 */

function Harness({ ref }: { ref: Ref<KeyboardDropGate> }) {
  const gate = useKeyboardDropGate();
  useImperativeHandle(ref, () => gate, [gate]);
  return (
    <DndContext>
      <button type="button">Reorder Water heater</button>
      <gate.Watcher />
    </DndContext>
  );
}

let reached: string[];
let scrollsOnArrow: boolean;
const sensor = (event: KeyboardEvent) => {
  reached.push(event.code);
  if (scrollsOnArrow && event.code.startsWith('Arrow')) Object.defineProperty(window, 'scrollY', { value: window.scrollY + 53, configurable: true });
};
const press = (element: Element, code: string, key = code === 'Space' ? ' ' : code) =>
  element.dispatchEvent(new KeyboardEvent('keydown', { code, key, bubbles: true, cancelable: true }));

// jsdom's own `scrollY`, put back after each test: no later test finds the page left scrolled.
const ownScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');

beforeEach(() => {
  reached = [];
  scrollsOnArrow = false;
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  document.addEventListener('keydown', sensor);
});

afterEach(() => {
  document.removeEventListener('keydown', sensor);
  vi.useRealTimers();
  if (ownScrollY) Object.defineProperty(window, 'scrollY', ownScrollY);
  else delete (window as { scrollY?: number }).scrollY;
});

/** dnd-kit's drag start event, from the key or pointer event that started the drag. */
const dragStart = (activatorEvent: Event): DragStartEvent => ({ active: { id: 'line-1', data: { current: undefined }, rect: { current: { initial: null, translated: null } } }, activatorEvent });

let gate: KeyboardDropGate;
function renderGate(): void {
  const ref = createRef<KeyboardDropGate>();
  render(<Harness ref={ref} />);
  if (!ref.current) throw new Error('the gate did not render');
  gate = ref.current;
}

function startKeyboardDrag(): HTMLElement {
  renderGate();
  const handle = screen.getByRole('button', { name: 'Reorder Water heater' });
  gate.onDragStart(dragStart(new KeyboardEvent('keydown', { code: 'Space' })));
  return handle;
}

describe('keyboard drop gate', () => {
  it('lets a drop through at once when the arrow before it moved the row without scrolling', () => {
    const handle = startKeyboardDrag();
    press(handle, 'ArrowDown');
    press(handle, 'Space');
    expect(reached).toEqual(['ArrowDown', 'Space']);
  });

  it('holds a drop pressed right after an arrow that scrolled, and lets the same key through once the wait is over', () => {
    vi.useFakeTimers();
    const handle = startKeyboardDrag();
    scrollsOnArrow = true;
    press(handle, 'ArrowDown');
    press(handle, 'Enter');
    expect(reached).toEqual(['ArrowDown']);
    vi.advanceTimersByTime(HELD_DROP_MS);
    expect(reached).toEqual(['ArrowDown', 'Enter']);
  });

  it('does nothing outside a drag started from the keyboard, or after the drag has ended', () => {
    vi.useFakeTimers();
    renderGate();
    const handle = screen.getByRole('button', { name: 'Reorder Water heater' });
    scrollsOnArrow = true;
    // A drag started with the pointer.
    gate.onDragStart(dragStart(new PointerEvent('pointerdown')));
    press(handle, 'ArrowDown');
    press(handle, 'Space');
    expect(reached).toEqual(['ArrowDown', 'Space']);
    // A keyboard drag that has ended (dropped or cancelled).
    gate.onDragStart(dragStart(new KeyboardEvent('keydown', { code: 'Space' })));
    gate.reset();
    press(handle, 'ArrowDown');
    press(handle, 'Space');
    expect(reached).toEqual(['ArrowDown', 'Space', 'ArrowDown', 'Space']);
  });
});
