import { describe, expect, it } from 'vitest';
import { pageAfterEmptyResult, pageRangeText, showsStoragePagination, storagePageCount } from '@/features/storage/model/storage-paging';

describe('storage paging', () => {
  it('shows pagination only when the total exceeds the page size', () => {
    expect(showsStoragePagination(8, 8)).toBe(false);
    expect(showsStoragePagination(9, 8)).toBe(true);
    expect(showsStoragePagination(0, 8)).toBe(false);
  });

  it('counts pages, at least one', () => {
    expect(storagePageCount(0, 8)).toBe(1);
    expect(storagePageCount(8, 8)).toBe(1);
    expect(storagePageCount(17, 8)).toBe(3);
  });

  it('steps back one page when a later page comes back empty', () => {
    // Page 3 (0-based 2) emptied by a delete: 16 items are left, two full pages.
    expect(pageAfterEmptyResult(2, 0, 16, 8)).toBe(1);
    // Not on the first page, nor when the page has items.
    expect(pageAfterEmptyResult(0, 0, 0, 8)).toBeNull();
    expect(pageAfterEmptyResult(2, 3, 19, 8)).toBeNull();
  });

  it('never steps back past the last page that has items', () => {
    // An address asking for page 10 of 3: go to the third, not the ninth.
    expect(pageAfterEmptyResult(9, 0, 20, 8)).toBe(2);
    expect(pageAfterEmptyResult(4, 0, 0, 8)).toBe(0);
  });

  it('describes the range a page shows', () => {
    expect(pageRangeText(0, 8, 22, 8)).toBe('1\u20138 of 22');
    expect(pageRangeText(2, 6, 22, 8)).toBe('17\u201322 of 22');
    expect(pageRangeText(0, 0, 0, 8)).toBe('0 of 0');
  });
});
