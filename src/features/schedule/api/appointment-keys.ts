/** Query keys of the schedule feature; appointment mutations invalidate `appointmentKeys.all`. */
export const appointmentKeys = {
  all: ['appointments'] as const,
  lists: () => ['appointments', 'list'] as const,
  byIntake: (intakeContext: string) => ['appointments', 'list', 'intake', intakeContext] as const,
  byJob: (jobContext: string) => ['appointments', 'list', 'job', jobContext] as const,
  /** The appointments of every job in a job's recurrence chain. */
  series: (jobContext: string) => ['appointments', 'list', 'series', jobContext] as const,
  details: () => ['appointments', 'detail'] as const,
  detail: (context: string) => ['appointments', 'detail', context] as const,
};
