import { describe, expect, it } from 'vitest';
import { buildJobName, DEFAULT_JOB_NAME_PATTERN, unknownJobNameTokens } from '@/lib/schemas/customer-schemas';
import { jobNamePreview } from '@/features/customers/model/job-name-preview';

const values = { firstName: 'Ana', lastName: 'Alvarez', customerName: 'Ana Alvarez', date: '11/22/2026', number: 1044 };

describe('job name pattern', () => {
  it('defaults to the last name and the date (spec 2 guided tour)', () => {
    expect(DEFAULT_JOB_NAME_PATTERN).toBe('{LastName} {Date}');
    expect(buildJobName('', values)).toBe('Alvarez 11/22/2026');
    expect(buildJobName('   ', values)).toBe('Alvarez 11/22/2026');
  });

  it('replaces every field whatever its case, and the older {customer} and {number}', () => {
    expect(buildJobName('{firstname} {LASTNAME} - {CustomerName} #{Number} on {date}', values)).toBe('Ana Alvarez - Ana Alvarez #1044 on 11/22/2026');
    expect(buildJobName('{customer} - {number}', values)).toBe('Ana Alvarez - 1044');
  });

  it('leaves unknown fields as written and lists them', () => {
    expect(buildJobName('{Surname}  job', values)).toBe('{Surname} job');
    expect(unknownJobNameTokens('{LastName} {Surname} {x}')).toEqual(['{Surname}', '{x}']);
    expect(unknownJobNameTokens('{LastName} {Date}')).toEqual([]);
  });

  it('previews a company by its name', () => {
    const today = new Date(2026, 10, 22);
    expect(jobNamePreview({ customerType: 'Company', firstName: 'Janet', lastName: 'Albright', companyName: 'Bluebird Bistro', jobNamePattern: '' }, today)).toBe('Bluebird Bistro 11/22/2026');
    expect(jobNamePreview({ customerType: 'Person', firstName: 'Ana', lastName: 'Alvarez', companyName: '', jobNamePattern: '{Number}: {FirstName}' }, today)).toBe('1234: Ana');
  });
});
