import { describe, expect, it } from 'vitest';
import {
  INCOMPLETE_RECURRING_JOB,
  isIncompleteRecurringJob,
  jobAppointmentText,
  jobCardDescription,
  jobCardName,
  jobListDefaults,
  jobSearchRequest,
  jobSortLabel,
  jobSortOptions,
  showsJobPhoneHelper,
} from '@/features/jobs/model/job-list';
import { parseListQuery } from '@/lib/list-query';

const defaults = jobListDefaults([{ key: 'JOB_DEF_STAT_FLTR', value: 'Open; In Progress;;Open' }]);
const query = (search = '') => parseListQuery(new URLSearchParams(search), defaults);

describe('job list query', () => {
  it('sorts by DateTime descending and filters by the job status filter preference', () => {
    const request = jobSearchRequest(query(), 25);
    expect(request).toMatchObject({ sort: { by: 'DateTime', direction: 'DESC' }, statuses: ['Open', 'In Progress'], pageNumber: 0, pageSize: 25, customerContext: null });
  });

  it('offers the six sorts of spec 2 and reads the address', () => {
    expect(jobSortOptions.map((option) => option.label)).toEqual(['Date Old to New', 'Date New to Old', 'Name A-Z', 'Name Z-A', 'Customer A-Z', 'Customer Z-A']);
    expect(jobSearchRequest(query('sort=Customer&dir=ASC&page=3&status=Closed&customer=c9&q=furnace'), 10)).toMatchObject({
      sort: { by: 'Customer', direction: 'ASC' },
      pageNumber: 2,
      statuses: ['Closed'],
      customerContext: 'c9',
      searchTerm: 'furnace',
    });
    expect(jobSearchRequest(query('sort=Bogus'), 10).sort.by).toBe('DateTime');
    expect(jobSortLabel('Name', 'DESC')).toBe('Name Z-A');
  });

  it('shows the phone helper only on phones without a customer, image or file context, search or View All', () => {
    expect(showsJobPhoneHelper(query(), true)).toBe(true);
    expect(showsJobPhoneHelper(query(), false)).toBe(false);
    for (const search of ['customer=c1', 'image=i1', 'file=f1', 'view=all', 'q=drain']) expect(showsJobPhoneHelper(query(search), true)).toBe(false);
  });
});

describe('job cards', () => {
  it('cut the name at 20 and the description at 100 characters', () => {
    expect(jobCardName('Petrova 11/26/2026 Furnace install')).toBe('Petrova 11/26/2026 F\u2026');
    expect(jobCardName('Short name')).toBe('Short name');
    expect(jobCardDescription('x'.repeat(101))).toBe(`${'x'.repeat(100)}\u2026`);
  });

  it('give an appointment its date and time, or All Day; a recurring job without any is incomplete', () => {
    const format = { date: () => '11/26/2026', time: () => '9:00 AM' };
    expect(jobAppointmentText({ startDate: 'x', allDay: false }, format)).toBe('11/26/2026 9:00 AM');
    expect(jobAppointmentText({ startDate: 'x', allDay: true }, format)).toBe('11/26/2026 All Day');
    expect(isIncompleteRecurringJob({ recurring: true, appointments: [] })).toBe(true);
    expect(isIncompleteRecurringJob({ recurring: false, appointments: [] })).toBe(false);
    expect(INCOMPLETE_RECURRING_JOB).toBe('Incomplete recurring job, appointments have not been created.');
  });
});
