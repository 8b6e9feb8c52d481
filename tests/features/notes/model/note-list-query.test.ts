import { describe, expect, it } from 'vitest';
import { parseListQuery } from '@/lib/list-query';
import { noteListDefaults, noteRecordHref, noteSearchRequest, parseSourceFilter, readableSources } from '@/features/notes/model/note-list-query';

describe('note list query', () => {
  it('asks for the newest notes of every source by default', () => {
    const query = parseListQuery(new URLSearchParams(''), noteListDefaults);
    expect(noteSearchRequest(query, 25, ['Customer', 'Job', 'Intake'])).toEqual({
      searchTerm: '',
      sort: { by: 'Updated', direction: 'DESC' },
      pageNumber: 0,
      pageSize: 25,
      source: 'All',
    });
  });

  it('reads the source, term, sort and page from the address; a source the user may not read asks for All', () => {
    const query = parseListQuery(new URLSearchParams('q=boiler&source=Job&sort=Record&dir=ASC&page=2'), noteListDefaults);
    expect(noteSearchRequest(query, 10, ['Job'])).toMatchObject({ searchTerm: 'boiler', source: 'Job', sort: { by: 'Record', direction: 'ASC' }, pageNumber: 1 });
    expect(noteSearchRequest(query, 10, ['Customer']).source).toBe('All');
    expect(parseSourceFilter('Task')).toBe('All');
  });

  it('knows the sources a user may read and where each note leads', () => {
    expect(readableSources(['CUST_R', 'INTAKE_R'])).toEqual(['Customer', 'Intake']);
    expect(readableSources([])).toEqual([]);
    expect(noteRecordHref({ source: 'Customer', recordContext: 'c 1' })).toBe('/customers/view/c%201');
    expect(noteRecordHref({ source: 'Job', recordContext: 'j1' })).toBe('/jobs/view/j1');
    expect(noteRecordHref({ source: 'Intake', recordContext: 'i1' })).toBe('/intake/view/i1');
  });
});
