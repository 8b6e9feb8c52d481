import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOCKING_OVERLAY_DELAY_MS, BlockingOverlay, whileBlocking } from '@/components/blocking-overlay';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const overlay = () => screen.queryByRole('progressbar', { name: 'Working, please wait' });
// Hidden elements too: a closed overlay must not stay mounted (its spinner would keep animating).
const mountedSpinner = () => screen.queryByRole('progressbar', { hidden: true });

describe('BlockingOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('mounts nothing while closed', () => {
    const { container } = render(<BlockingOverlay />);
    expect(container).toBeEmptyDOMElement();
    expect(mountedSpinner()).not.toBeInTheDocument();
  });

  it('stays hidden for quick operations and shows once an operation has taken 500 ms', async () => {
    render(<BlockingOverlay />);
    const work = deferred();
    let finished: Promise<void> = Promise.resolve();
    act(() => {
      finished = whileBlocking(work.promise);
    });
    act(() => {
      vi.advanceTimersByTime(BLOCKING_OVERLAY_DELAY_MS - 1);
    });
    expect(mountedSpinner()).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(overlay()).toBeInTheDocument();
    await act(async () => {
      work.resolve();
      await finished;
    });
    act(() => {
      vi.runAllTimers();
    });
    expect(mountedSpinner()).not.toBeInTheDocument();
  });

  it('never shows for an operation that ends within the delay', async () => {
    render(<BlockingOverlay />);
    await act(async () => {
      await whileBlocking(Promise.resolve());
    });
    act(() => {
      vi.advanceTimersByTime(BLOCKING_OVERLAY_DELAY_MS * 2);
    });
    expect(mountedSpinner()).not.toBeInTheDocument();
  });
});
