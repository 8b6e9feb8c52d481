import { describe, expect, it } from 'vitest';
import {
  resolvePreferenceCategory,
  visiblePreferenceCategories,
} from '@/features/preferences/model/preference-categories';

const labels = (permissions: string[]) => visiblePreferenceCategories({ permissions }).map((category) => category.label);

describe('visiblePreferenceCategories', () => {
  it('gives everyone Dashboard and General', () => {
    expect(labels([])).toEqual(['Dashboard', 'General']);
  });

  it('adds Intake, Job, Scheduling and Tasks by read permission', () => {
    expect(labels(['INTAKE_R'])).toEqual(['Dashboard', 'General', 'Intake']);
    expect(labels(['JOB_R', 'TASK_R'])).toEqual(['Dashboard', 'General', 'Job', 'Tasks']);
    expect(labels(['SCHED_R'])).toEqual(['Dashboard', 'General', 'Scheduling']);
  });

  it('keeps Invoice, Proposal and Work Order for administrators, whatever else the user holds', () => {
    const everythingButAdministrator = ['INTAKE_R', 'JOB_R', 'SCHED_R', 'TASK_R', 'INVOICE_R', 'PROP_R', 'WO_R'];
    expect(labels(everythingButAdministrator)).toEqual(['Dashboard', 'General', 'Intake', 'Job', 'Scheduling', 'Tasks']);
    expect(labels([...everythingButAdministrator, 'ADMINISTRATOR'])).toEqual([
      'Dashboard',
      'General',
      'Intake',
      'Invoice',
      'Job',
      'Proposal',
      'Scheduling',
      'Tasks',
      'Work Order',
    ]);
  });
});

describe('resolvePreferenceCategory', () => {
  const visible = visiblePreferenceCategories({ permissions: ['INTAKE_R'] });

  it('opens the requested category when the user may open it', () => {
    expect(resolvePreferenceCategory('intake', visible).id).toBe('intake');
    expect(resolvePreferenceCategory('general', visible).id).toBe('general');
  });

  it('falls back to the first category for a missing, unknown or forbidden one', () => {
    expect(resolvePreferenceCategory(null, visible).id).toBe('dashboard');
    expect(resolvePreferenceCategory('nonsense', visible).id).toBe('dashboard');
    expect(resolvePreferenceCategory('invoice', visible).id).toBe('dashboard');
  });
});
