import { describe, expect, it } from 'vitest';
import { rovingIndex, rovingStop } from '@/features/dashboard/model/roving-index';

describe('the roving tab stop of a snapshot list', () => {
  it('moves down and up one row, staying put at the ends', () => {
    expect(rovingIndex('ArrowDown', 0, 3)).toBe(1);
    expect(rovingIndex('ArrowDown', 2, 3)).toBe(2);
    expect(rovingIndex('ArrowUp', 2, 3)).toBe(1);
    expect(rovingIndex('ArrowUp', 0, 3)).toBe(0);
  });

  it('goes to the first and last row with Home and End', () => {
    expect(rovingIndex('Home', 2, 5)).toBe(0);
    expect(rovingIndex('End', 1, 5)).toBe(4);
  });

  it('leaves other keys (Tab, Enter, letters) and empty lists alone', () => {
    expect(rovingIndex('Tab', 1, 3)).toBeNull();
    expect(rovingIndex('Enter', 1, 3)).toBeNull();
    expect(rovingIndex('a', 1, 3)).toBeNull();
    expect(rovingIndex('ArrowDown', 0, 0)).toBeNull();
  });

  it('keeps the stop on the row last focused while it is there, else the first', () => {
    expect(rovingStop(2, 5)).toBe(2);
    expect(rovingStop(4, 3)).toBe(0);
    expect(rovingStop(0, 0)).toBe(0);
  });
});
