import { describe, expect, it } from 'vitest';
import { intakeAppointmentDefaults, jobPrefillFromIntake, type IntakeActionTarget } from '@/features/intake/model/intake-actions';
import { notesSummary } from '@/features/intake/model/intake-display';
import { intakeActions, intakeListHasActionMenu } from '@/features/intake/model/intake-permissions';

const target: IntakeActionTarget = {
  context: 'i-1',
  description: 'Estimate for new water heater',
  notes: 'Wants a tankless quote.',
  intakeTypeText: 'Estimate',
  customerContext: 'c-1',
  customerName: 'Dana Smith',
  serviceAddressContext: 'addr-1',
  assignedToContext: 'p-1',
};

const holding = (...codes: string[]) => (code: string) => codes.includes(code);

describe('intake actions', () => {
  it('prefills a job with the customer address, the title and description, and the intake', () => {
    expect(jobPrefillFromIntake(target)).toEqual({
      description: 'Estimate for new water heater\n\nWants a tankless quote.',
      serviceAddressContext: 'addr-1',
      intakeContext: 'i-1',
    });
    expect(jobPrefillFromIntake({ ...target, notes: '' }).description).toBe('Estimate for new water heater');
  });

  it('schedules an Estimate for an Estimate intake, otherwise a Visit, titled with the description', () => {
    expect(intakeAppointmentDefaults(target)).toEqual({
      title: 'Estimate for new water heater',
      description: 'Wants a tankless quote.',
      appointmentType: 'Estimate',
      intakeContext: 'i-1',
      jobContext: null,
      customerContext: 'c-1',
      addressContext: 'addr-1',
      participantContexts: ['p-1'],
    });
    expect(intakeAppointmentDefaults({ ...target, intakeTypeText: 'Service Call' }).appointmentType).toBe('Visit');
  });

  it('offers actions by permission (spec 2 §6)', () => {
    const office = holding('INTAKE_R', 'INTAKE_C', 'INTAKE_U', 'INTAKE_D', 'JOB_C', 'SCHED_C');
    expect(intakeActions(office, 'list')).toEqual(['createJob', 'schedule', 'viewHistory', 'view', 'edit', 'delete']);
    expect(intakeActions(office, 'editor')).toEqual(['createJob', 'schedule', 'viewHistory']);
    const tech = holding('INTAKE_R', 'JOB_R', 'SCHED_R');
    expect(intakeActions(tech, 'view')).toEqual(['viewHistory']);
    expect(intakeListHasActionMenu(tech)).toBe(false);
    expect(intakeListHasActionMenu(holding('INTAKE_D'))).toBe(true);
  });

  it('summarises notes at 50 characters', () => {
    expect(notesSummary('short')).toBe('short');
    expect(notesSummary('a'.repeat(60))).toBe(`${'a'.repeat(50)}\u2026`);
  });
});
