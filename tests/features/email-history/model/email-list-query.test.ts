import { describe, expect, it } from 'vitest';
import { emailListDefaults, emailSearchRequest, emailSortFirstDirection } from '@/features/email-history/model/email-list-query';
import { parseListQuery } from '@/lib/list-query';

function queryOf(search: string) {
  return parseListQuery(new URLSearchParams(search), emailListDefaults);
}

describe('email history list query', () => {
  it('defaults to Sent descending and the first page', () => {
    expect(emailSearchRequest(queryOf(''), 25)).toEqual({
      searchTerm: '',
      sort: { by: 'Sent', direction: 'DESC' },
      pageNumber: 0,
      pageSize: 25,
    });
  });

  it('reads the term, sort and page from the address', () => {
    expect(emailSearchRequest(queryOf('q=%20invoice%20&sort=Subject&dir=ASC&page=3'), 10)).toEqual({
      searchTerm: 'invoice',
      sort: { by: 'Subject', direction: 'ASC' },
      pageNumber: 2,
      pageSize: 10,
    });
  });

  it('falls back for an unknown sort column', () => {
    expect(emailSearchRequest(queryOf('sort=Body'), 25).sort.by).toBe('Sent');
  });

  it('starts Sent and Attachment in descending order, the other columns ascending', () => {
    expect(emailSortFirstDirection('Sent')).toBe('DESC');
    expect(emailSortFirstDirection('Attachment')).toBe('DESC');
    expect(emailSortFirstDirection('Subject')).toBe('ASC');
    expect(emailSortFirstDirection('To')).toBe('ASC');
  });
});
