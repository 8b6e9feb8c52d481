import { describe, expect, it } from 'vitest';
import { parseListQuery } from '@/lib/list-query';
import {
  assignedToFor,
  intakeListDefaults,
  intakeSearchRequest,
  intakeSortLabel,
  intakeSortOptions,
  parseStatusFilter,
  showsPhoneHelper,
  statusFilterValue,
} from '@/features/intake/model/intake-list';

const preferences = [
  { key: 'INTAKE_DEF_STAT_FLTR', value: 'Scheduled;Pending' },
  { key: 'INTAKE_DEF_PERS_FLTR', value: 'Assigned to Me' },
];

describe('intake list query', () => {
  it('defaults to DateTime descending with the status and personnel filters of the preferences', () => {
    const defaults = intakeListDefaults(preferences);
    expect(defaults).toMatchObject({ sortBy: 'DateTime', sortDirection: 'DESC', filters: { status: 'Pending;Scheduled', assigned: 'Me', customer: '' } });
    const query = parseListQuery(new URLSearchParams(), defaults);
    expect(intakeSearchRequest(query, 25, 'me-context')).toEqual({
      searchTerm: '',
      statuses: ['Pending', 'Scheduled'],
      assignedTo: 'me-context',
      customerContext: null,
      sort: { by: 'DateTime', direction: 'DESC' },
      pageNumber: 0,
      pageSize: 25,
    });
  });

  it('without preferences shows every status for everyone', () => {
    const query = parseListQuery(new URLSearchParams(), intakeListDefaults([]));
    expect(intakeSearchRequest(query, 10, null)).toMatchObject({ statuses: [], assignedTo: null });
  });

  it('reads the address: statuses, a person, a customer, a sort key, a page', () => {
    const params = new URLSearchParams('status=Complete;Bogus&assigned=p-1&customer=c-9&sort=Customer&dir=ASC&page=3&q=furnace');
    const request = intakeSearchRequest(parseListQuery(params, intakeListDefaults(preferences)), 50, 'me');
    expect(request).toEqual({
      searchTerm: 'furnace',
      statuses: ['Complete'],
      assignedTo: 'p-1',
      customerContext: 'c-9',
      sort: { by: 'Customer', direction: 'ASC' },
      pageNumber: 2,
      pageSize: 50,
    });
    const unknownSort = intakeSearchRequest(parseListQuery(new URLSearchParams('sort=Telephone'), intakeListDefaults([])), 10, null);
    expect(unknownSort.sort.by).toBe('DateTime');
  });

  it('Assigned to Me without a personnel record matches nobody', () => {
    expect(assignedToFor('Me', null)).toBe('');
    expect(assignedToFor('All', 'x')).toBeNull();
  });

  it('keeps statuses in filter order and drops unknown ones', () => {
    expect(parseStatusFilter('Cancelled,Pending;Nope')).toEqual(['Pending', 'Cancelled']);
    expect(statusFilterValue(['Complete', 'Pending'])).toBe('Pending;Complete');
  });

  it('offers the spec sort options and names the others', () => {
    expect(intakeSortOptions.map((option) => option.label)).toEqual(['Date Old to New', 'Date New to Old', 'Status A to Z', 'Status Z to A']);
    expect(intakeSortLabel('DateTime', 'DESC')).toBe('Date New to Old');
    expect(intakeSortLabel('Customer', 'ASC')).toBe('Customer A to Z');
    expect(intakeSortLabel('IntakeType', 'DESC')).toBe('Type Z to A');
  });

  it('shows the phone helper only on phones, without a customer, search or View All', () => {
    const defaults = intakeListDefaults([]);
    const plain = parseListQuery(new URLSearchParams(), defaults);
    expect(showsPhoneHelper(plain, true)).toBe(true);
    expect(showsPhoneHelper(plain, false)).toBe(false);
    expect(showsPhoneHelper(parseListQuery(new URLSearchParams('view=all'), defaults), true)).toBe(false);
    expect(showsPhoneHelper(parseListQuery(new URLSearchParams('q=smith'), defaults), true)).toBe(false);
    expect(showsPhoneHelper(parseListQuery(new URLSearchParams('customer=c-1'), defaults), true)).toBe(false);
  });
});
