import { describe, expect, it } from 'vitest';
import { locationRequestFromForm, locationToFormValues, newLocationFormValues } from '@/features/locations/model/location-form';
import { locationSearchRequest, locationListDefaults } from '@/features/locations/model/location-list';
import { parseListQuery } from '@/lib/list-query';
import { locationMessages, type LocationRecord } from '@/lib/schemas/location-schemas';
import { locationFormSchema } from '@/lib/schemas/location-request-schemas';

const saved: LocationRecord = {
  context: 'loc-1',
  active: false,
  name: 'Parts Warehouse',
  address: null,
  telephoneList: [{ context: 't1', telephoneType: 'Work', number: '(503) 555-0156', primary: true }],
  emailList: [],
  version: 3,
};

describe('location form', () => {
  it('starts new locations active with no address or contacts', () => {
    expect(newLocationFormValues()).toMatchObject({ active: true, name: '', telephoneList: [], emailList: [] });
    expect(locationFormSchema.safeParse({ ...newLocationFormValues(), name: 'Shop' }).success).toBe(true);
  });

  it('requires a name that is not blank and at most 150 characters', () => {
    const messages = (name: string) => locationFormSchema.safeParse({ ...newLocationFormValues(), name }).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages('')).toEqual([locationMessages.nameRequired]);
    expect(messages('    ')).toEqual([locationMessages.nameRequired]);
    expect(messages('n'.repeat(150))).toEqual([]);
    expect(messages('n'.repeat(151))).toEqual([locationMessages.nameTooLong]);
  });

  it('round-trips a saved location; a blank address is sent as none and values are trimmed', () => {
    const values = locationToFormValues(saved);
    expect(values.address.street1).toBe('');
    const request = locationRequestFromForm({ ...values, name: '  Parts Warehouse  ' });
    expect(request).toEqual({
      active: false,
      name: 'Parts Warehouse',
      address: null,
      telephoneList: saved.telephoneList,
      emailList: [],
    });
  });

  it('builds the search request from the address query', () => {
    const query = parseListQuery(new URLSearchParams('q=%20ware%20&active=All&dir=DESC&page=2'), locationListDefaults);
    expect(locationSearchRequest(query, 10)).toEqual({
      searchTerm: 'ware',
      active: null,
      sort: { by: 'Name', direction: 'DESC' },
      pageNumber: 1,
      pageSize: 10,
    });
    expect(locationSearchRequest(parseListQuery(new URLSearchParams(), locationListDefaults), 25)).toMatchObject({ active: true, pageNumber: 0 });
  });
});
