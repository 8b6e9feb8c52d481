import { useRef } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useStatePreservingMoves } from '@/components/data-table/state-preserving-moves';

type MoveCapable = { moveBefore?: (node: Node, child: Node | null) => void };
const listPrototype = HTMLUListElement.prototype as MoveCapable;

/** Gives list elements a `moveBefore` that records what it moved (jsdom has none; Chromium 133+ has it). */
function stubMoveBefore(): Node[] {
  const moved: Node[] = [];
  listPrototype.moveBefore = function moveBefore(this: Node, node: Node, child: Node | null) {
    moved.push(node);
    Node.prototype.insertBefore.call(this, node, child);
  };
  return moved;
}

function Lines({ names }: { names: string[] }) {
  const ref = useRef<HTMLUListElement>(null);
  useStatePreservingMoves(ref);
  return (
    <ul ref={ref} aria-label="Lines">
      {names.map((name) => (
        <li key={name}>
          <button type="button">{name}</button>
        </li>
      ))}
    </ul>
  );
}

const shownNames = () => screen.getAllByRole('button').map((button) => button.textContent);

afterEach(() => {
  delete listPrototype.moveBefore;
});

describe('useStatePreservingMoves', () => {
  it('moves a reordered row with moveBefore, the same element and its focus, and inserts a new row the usual way', () => {
    const moved = stubMoveBefore();
    const { rerender } = render(<Lines names={['Pump', 'Valve', 'Filter']} />);
    const pump = screen.getByRole('button', { name: 'Pump' });
    pump.focus();

    rerender(<Lines names={['Valve', 'Pump', 'Filter']} />);
    expect(shownNames()).toEqual(['Valve', 'Pump', 'Filter']);
    expect(screen.getByRole('button', { name: 'Pump' })).toBe(pump);
    expect(moved).toEqual([pump.parentElement]);
    expect(document.activeElement).toBe(pump);

    rerender(<Lines names={['Valve', 'Filter', 'Pump', 'Hose']} />);
    expect(shownNames()).toEqual(['Valve', 'Filter', 'Pump', 'Hose']);
    // Pump went down past Filter (moved); Hose is new, so it was inserted, not moved.
    expect(moved.map((node) => node.textContent)).toEqual(['Pump', 'Pump']);
  });

  it('leaves the list as it is where the browser cannot move with state', () => {
    const { rerender } = render(<Lines names={['Pump', 'Valve']} />);
    const list = screen.getByRole('list', { name: 'Lines' });
    expect(Object.hasOwn(list, 'insertBefore')).toBe(false);
    rerender(<Lines names={['Valve', 'Pump']} />);
    expect(shownNames()).toEqual(['Valve', 'Pump']);
  });

  it('gives the list its own insertBefore back when it unmounts', () => {
    stubMoveBefore();
    const { unmount } = render(<Lines names={['Pump']} />);
    const list = screen.getByRole('list', { name: 'Lines' });
    expect(Object.hasOwn(list, 'insertBefore')).toBe(true);
    unmount();
    expect(Object.hasOwn(list, 'insertBefore')).toBe(false);
    expect(Object.hasOwn(list, 'appendChild')).toBe(false);
  });
});
