import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SnapshotList } from '@/features/dashboard/components/snapshot-list';
import { renderElement } from '../../support/render-route';

const rows = ['Alicia Moreno', 'Robert Nguyen', 'Dana Whitfield'].map((name, index) => ({ key: `c${index}`, to: `/customers/view/c${index}`, primary: name }));

function renderList() {
  const rendered = renderElement(
    <>
      <button type="button">Before</button>
      <SnapshotList label="Recent Customers" rows={rows} />
      <button type="button">After</button>
    </>,
  );
  const links = within(screen.getByRole('list', { name: 'Recent Customers' })).getAllByRole('link');
  return { ...rendered, links };
}

describe('a snapshot list', () => {
  it('is one stop of the Tab order', async () => {
    const { user, links } = renderList();
    expect(links.map((link) => link.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    await user.tab();
    expect(links[0]).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('moves between its rows with the arrow keys, Home and End, and keeps the stop on the row left', async () => {
    const { user, links } = renderList();
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(links[2]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links.map((link) => link.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    // Shift+Tab leaves the list and Tab comes back to the row left.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    await user.tab();
    expect(links[1]).toHaveFocus();
  });
});
