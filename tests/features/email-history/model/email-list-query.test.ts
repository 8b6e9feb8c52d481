import { describe, expect, it } from 'vitest';
import { emailListDefaults, emailSearchRequest, nextSort, pageSizeOf } from '@/features/email-history/model/email-list-query';
import { parseListQuery } from '@/lib/list-query';

function queryOf(search: string) {
  return parseListQuery(new URLSearchParams(search), emailListDefaults);
}

describe('email history list query', () => {
  it('defaults to Sent descending, the first page and 25 a page', () => {
    expect(emailSearchRequest(queryOf(''))).toEqual({
      searchTerm: '',
      sort: { by: 'Sent', direction: 'DESC' },
      pageNumber: 0,
      pageSize: 25,
    });
  });

  it('reads the term, sort, page and page size from the address', () => {
    expect(emailSearchRequest(queryOf('q=%20invoice%20&sort=Subject&dir=ASC&page=3&size=10'))).toEqual({
      searchTerm: 'invoice',
      sort: { by: 'Subject', direction: 'ASC' },
      pageNumber: 2,
      pageSize: 10,
    });
  });

  it('makes no request while the term is too short', () => {
    expect(emailSearchRequest(queryOf('q=ab'))).toBeNull();
  });

  it('falls back for an unknown sort column or page size', () => {
    const query = queryOf('sort=Body&size=7');
    expect(emailSearchRequest(query)?.sort.by).toBe('Sent');
    expect(pageSizeOf(query)).toBe(25);
  });

  it('flips the current column and starts other columns in their natural order', () => {
    expect(nextSort({ sortBy: 'Sent', sortDirection: 'DESC' }, 'Sent')).toEqual({ sortBy: 'Sent', sortDirection: 'ASC' });
    expect(nextSort({ sortBy: 'Sent', sortDirection: 'DESC' }, 'Subject')).toEqual({ sortBy: 'Subject', sortDirection: 'ASC' });
    expect(nextSort({ sortBy: 'Subject', sortDirection: 'ASC' }, 'Attachment')).toEqual({ sortBy: 'Attachment', sortDirection: 'DESC' });
    expect(nextSort({ sortBy: 'To', sortDirection: 'ASC' }, 'To')).toEqual({ sortBy: 'To', sortDirection: 'DESC' });
  });
});
