import { describe, expect, it } from 'vitest';
import { appointmentActionLabels, appointmentActions } from '@/features/appointments/model/appointment-actions';

const everything = (code: string) => ['INTAKE_R', 'JOB_R', 'JOB_U', 'SCHED_U', 'SCHED_D'].includes(code);
const job = { context: 'job-1', name: 'Install', jobStatus: { context: 's', text: 'Open' } };

describe('appointmentActions', () => {
  it('offers the intake link only with intake read and an intake', () => {
    const intakeAppointment = { intakeIdentifier: { context: 'i-1' }, job: null, chainId: null };
    expect(appointmentActions(intakeAppointment, everything)).toEqual(['viewIntake', 'edit', 'delete']);
    expect(appointmentActions(intakeAppointment, (code) => code !== 'INTAKE_R' && everything(code))).toEqual(['edit', 'delete']);
  });

  it('offers View Job with job read and Edit Job with job update, both only with a job', () => {
    const jobAppointment = { intakeIdentifier: null, job, chainId: null };
    expect(appointmentActions(jobAppointment, everything)).toEqual(['viewJob', 'editJob', 'edit', 'delete']);
    expect(appointmentActions(jobAppointment, (code) => code === 'JOB_R')).toEqual(['viewJob']);
    expect(appointmentActions(jobAppointment, (code) => code === 'JOB_U')).toEqual(['editJob']);
  });

  it('offers View Recurrence Series whenever the appointment belongs to a series', () => {
    expect(appointmentActions({ intakeIdentifier: null, job, chainId: 'chain' }, () => false)).toEqual(['viewSeries']);
  });

  it('needs schedule update to edit and schedule delete to delete', () => {
    const plain = { intakeIdentifier: null, job: null, chainId: null };
    expect(appointmentActions(plain, (code) => code === 'SCHED_U')).toEqual(['edit']);
    expect(appointmentActions(plain, (code) => code === 'SCHED_D')).toEqual(['delete']);
    expect(appointmentActions(plain, (code) => code === 'SCHED_R' || code === 'SCHED_C')).toEqual([]);
  });

  it('labels the actions with the spec\u2019s words', () => {
    expect(Object.values(appointmentActionLabels)).toEqual([
      'View Intake Record',
      'View Job',
      'Edit Job',
      'View Recurrence Series',
      'Edit Appointment',
      'Delete Appointment',
    ]);
  });
});
