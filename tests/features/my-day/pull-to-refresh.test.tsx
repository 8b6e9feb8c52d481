import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PULL_THRESHOLD, PullToRefresh } from '@/features/my-day/components/pull-to-refresh';

function pull(target: HTMLElement, distance: number) {
  fireEvent.touchStart(target, { touches: [{ clientY: 100 }] });
  fireEvent.touchMove(target, { touches: [{ clientY: 100 + distance }] });
}

/** The component around a line of content, with a spy for refreshes. */
function renderPull() {
  const onRefresh = vi.fn();
  render(
    <PullToRefresh onRefresh={onRefresh} refreshing={false}>
      <p>Visits</p>
    </PullToRefresh>,
  );
  return { onRefresh, content: screen.getByText('Visits') };
}

describe('PullToRefresh', () => {
  it('says "Pull to refresh", then "Release to refresh" past the threshold, and refreshes on letting go', () => {
    const { onRefresh, content } = renderPull();
    pull(content, PULL_THRESHOLD / 2);
    expect(screen.getByRole('status')).toHaveTextContent('Pull to refresh');
    fireEvent.touchMove(content, { touches: [{ clientY: 100 + PULL_THRESHOLD + 10 }] });
    expect(screen.getByRole('status')).toHaveTextContent('Release to refresh');
    fireEvent.touchEnd(content);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('does nothing for a short pull or a pull upwards', () => {
    const { onRefresh, content } = renderPull();
    pull(content, PULL_THRESHOLD - 20);
    fireEvent.touchEnd(content);
    pull(content, -200);
    fireEvent.touchEnd(content);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('says it is refreshing while the day loads again', () => {
    render(
      <PullToRefresh onRefresh={() => undefined} refreshing>
        <p>Visits</p>
      </PullToRefresh>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Refreshing…');
  });
});
