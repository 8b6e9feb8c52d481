import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterUserPause } from '@/lib/after-user-pause';

describe('afterUserPause', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the work once the page has been left alone for the pause', () => {
    const work = vi.fn();
    afterUserPause(work, 3000);
    vi.advanceTimersByTime(2999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    vi.advanceTimersByTime(10_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits while the user types or clicks, and runs after their first pause', () => {
    const work = vi.fn();
    afterUserPause(work, 3000);
    for (let second = 0; second < 5; second += 1) {
      vi.advanceTimersByTime(2000);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    }
    vi.advanceTimersByTime(2000);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(2999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const work = vi.fn();
    const cancel = afterUserPause(work, 3000);
    vi.advanceTimersByTime(1000);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(work).not.toHaveBeenCalled();
  });
});
