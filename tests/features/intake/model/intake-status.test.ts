import { describe, expect, it } from 'vitest';
import { adoptedIntakeStatus, NEW_INTAKE_STATUS } from '@/features/intake/model/intake-status';

describe('adoptedIntakeStatus (spec 2 §4)', () => {
  it('adopts a different server status while the form is Pending or Scheduled', () => {
    expect(adoptedIntakeStatus('Pending', 'Scheduled')).toBe('Scheduled');
    expect(adoptedIntakeStatus('Scheduled', 'Complete')).toBe('Complete');
    expect(adoptedIntakeStatus('Scheduled', 'Pending')).toBe('Pending');
  });

  it('keeps the form status when it is the same, or when the form is Complete or Cancelled', () => {
    expect(adoptedIntakeStatus('Pending', 'Pending')).toBeNull();
    expect(adoptedIntakeStatus('Complete', 'Scheduled')).toBeNull();
    expect(adoptedIntakeStatus('Cancelled', 'Pending')).toBeNull();
  });

  it('starts new intake as Pending', () => {
    expect(NEW_INTAKE_STATUS).toBe('Pending');
  });
});
