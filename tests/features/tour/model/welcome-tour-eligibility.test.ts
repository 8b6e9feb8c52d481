import { describe, expect, it } from 'vitest';
import { isSupportAccount, shouldRunWelcomeTour } from '@/features/tour/model/welcome-tour-eligibility';

const base = { username: 'ada@demo.test', completedGuidedTours: [] as string[], compact: false };

describe('welcome tour eligibility', () => {
  it('runs for a desktop user who has not completed it', () => {
    expect(shouldRunWelcomeTour(base)).toBe(true);
    expect(shouldRunWelcomeTour({ ...base, completedGuidedTours: ['job-editor'] })).toBe(true);
  });

  it('does not run once completed', () => {
    expect(shouldRunWelcomeTour({ ...base, completedGuidedTours: ['welcome'] })).toBe(false);
  });

  it('does not run on phones or tablets', () => {
    expect(shouldRunWelcomeTour({ ...base, compact: true })).toBe(false);
  });

  it('does not run for the support account', () => {
    expect(isSupportAccount('Support@fieldline.test')).toBe(true);
    expect(isSupportAccount('ada@demo.test')).toBe(false);
    expect(shouldRunWelcomeTour({ ...base, username: 'support@fieldline.test' })).toBe(false);
  });
});
