import { describe, expect, it } from 'vitest';
import { availableSteps, nextButtonLabel } from '@/features/tour/model/tour-navigation';
import { tourTarget } from '@/features/tour/model/tour-step';
import { welcomeTourSteps } from '@/features/tour/model/welcome-tour-steps';

describe('welcome tour steps', () => {
  it('walks from a welcome modal through the help button, Customers, the work areas, Admin and the user menu to a closing modal', () => {
    const steps = welcomeTourSteps('Ada');
    expect(steps.map((step) => step.target)).toEqual([
      null,
      tourTarget('help-button'),
      tourTarget('nav-customers'),
      tourTarget('nav-intake'),
      tourTarget('nav-jobs'),
      tourTarget('nav-schedule'),
      tourTarget('nav-work'),
      tourTarget('nav-admin'),
      tourTarget('nav-user'),
      null,
    ]);
    expect(steps[0]?.title).toBe('Welcome to Fieldline, Ada!');
  });

  it('has a distinct title and a description for every step', () => {
    const steps = welcomeTourSteps('Ada');
    expect(new Set(steps.map((step) => step.title)).size).toBe(steps.length);
    expect(new Set(steps.map((step) => step.id)).size).toBe(steps.length);
    for (const step of steps) {
      expect(step.title.trim()).not.toBe('');
      expect(step.description.length).toBeGreaterThan(30);
    }
    expect(steps.find((step) => step.id === 'work-menu')?.description).toMatch(/tasks/i);
  });

  it('greets without a name when the user has none', () => {
    expect(welcomeTourSteps('  ')[0]?.title).toBe('Welcome to Fieldline!');
  });

  it('skips the Admin step for a user without the Admin menu and ends on Finish', () => {
    const steps = welcomeTourSteps('Theo');
    const technicianTargets = ['help-button', 'nav-customers', 'nav-intake', 'nav-jobs', 'nav-schedule', 'nav-work', 'nav-user'];
    const isPresent = (selector: string) => technicianTargets.some((id) => selector === tourTarget(id));
    const shown = availableSteps(steps, isPresent);
    expect(shown.map((step) => step.id)).not.toContain('admin-menu');
    expect(shown).toHaveLength(steps.length - 1);
    expect(nextButtonLabel(shown, shown.length - 1, isPresent)).toBe('Finish');
    expect(nextButtonLabel(shown, shown.length - 2, isPresent)).toBe('Next');
  });
});
