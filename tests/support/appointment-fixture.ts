import type { Appointment } from '@/lib/schemas/dashboard-schemas';

/**
 * An appointment as `Schedule/GetRange` answers it, for tests: a one-hour job visit titled
 * "Visit {context}" on Thursday, November 26, 2026, 9 to 10 AM local time, with no job, customer,
 * address or technician; `overrides` sets the rest.
 */
export function appointmentFixture(context: string, overrides: Partial<Appointment> = {}): Appointment {
  return {
    context,
    title: `Visit ${context}`,
    description: '',
    startDate: new Date(2026, 10, 26, 9).toISOString(),
    endDate: new Date(2026, 10, 26, 10).toISOString(),
    allDay: false,
    chainId: null,
    recurrenceRule: null,
    job: null,
    intakeIdentifier: null,
    customer: null,
    address: null,
    participants: [],
    workOrders: [],
    appointmentType: { text: 'Job' },
    version: 1,
    ...overrides,
  };
}
