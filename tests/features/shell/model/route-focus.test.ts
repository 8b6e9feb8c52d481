import { describe, expect, it } from 'vitest';
import { pageAnnouncement, shouldFocusPageHeading } from '@/features/shell/model/route-focus';

describe('focus on a new page', () => {
  it('moves to the page heading once the user has done something, unless the page has taken focus itself', () => {
    expect(shouldFocusPageHeading({ interacted: true, focusInPage: false })).toBe(true);
    expect(shouldFocusPageHeading({ interacted: true, focusInPage: true })).toBe(false);
    // The first load and its redirects: Skip to content stays the first stop.
    expect(shouldFocusPageHeading({ interacted: false, focusInPage: false })).toBe(false);
  });

  it('announces the page title, again for a page of the same title', () => {
    expect(pageAnnouncement('Customers', '')).toBe('Customers');
    expect(pageAnnouncement('Customer', 'Customers')).toBe('Customer');
    expect(pageAnnouncement('Customer', 'Customer')).not.toBe('Customer');
    expect(pageAnnouncement('Customer', 'Customer').trim()).toBe('Customer');
  });
});
