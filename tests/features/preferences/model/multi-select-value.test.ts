import { describe, expect, it } from 'vitest';
import {
  checkedOptions,
  isLastCheckedOption,
  parseMultiSelectValue,
  toggleMultiSelectValue,
} from '@/features/preferences/model/multi-select-value';

const options = ['Pending', 'Scheduled', 'Complete', 'Cancelled'];

describe('parseMultiSelectValue', () => {
  it('splits on semicolons, trimming and dropping empty parts', () => {
    expect(parseMultiSelectValue('Pending; Scheduled;;')).toEqual(['Pending', 'Scheduled']);
    expect(parseMultiSelectValue('')).toEqual([]);
  });
});

describe('checkedOptions', () => {
  it('lists the checked options in option order, ignoring values that are no option', () => {
    expect(checkedOptions('Complete;Pending;Archived', options)).toEqual(['Pending', 'Complete']);
  });
});

describe('toggleMultiSelectValue', () => {
  it('adds a checked option in option order, joined by semicolons', () => {
    expect(toggleMultiSelectValue('Complete', options, 'Pending', true)).toBe('Pending;Complete');
  });

  it('removes an unchecked option', () => {
    expect(toggleMultiSelectValue('Pending;Scheduled', options, 'Pending', false)).toBe('Scheduled');
  });

  it('refuses to uncheck the last checked option', () => {
    expect(toggleMultiSelectValue('Scheduled', options, 'Scheduled', false)).toBeNull();
  });
});

describe('isLastCheckedOption', () => {
  it('is true only for the one remaining checked option', () => {
    expect(isLastCheckedOption(['Scheduled'], 'Scheduled')).toBe(true);
    expect(isLastCheckedOption(['Scheduled'], 'Pending')).toBe(false);
    expect(isLastCheckedOption(['Pending', 'Scheduled'], 'Scheduled')).toBe(false);
  });
});
