import { describe, expect, it } from 'vitest';
import { documentTitle, isRouteHandle } from '@/lib/route-handle';

describe('documentTitle', () => {
  it('is the product name followed by the page title', () => {
    expect(documentTitle('Fieldline', 'Dashboard')).toBe('Fieldline - Dashboard');
    expect(documentTitle('Acme Service', 'Log In')).toBe('Acme Service - Log In');
  });

  it('is the product name alone for a page without a title', () => {
    expect(documentTitle('Fieldline', undefined)).toBe('Fieldline');
    expect(documentTitle('Fieldline', '')).toBe('Fieldline');
  });
});

describe('isRouteHandle', () => {
  it('recognises an object carrying a title, help key or heading-bar flag', () => {
    expect(isRouteHandle({ title: 'Dashboard' })).toBe(true);
    expect(isRouteHandle({ helpKey: 'dashboard' })).toBe(true);
    expect(isRouteHandle({ headingBar: false })).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isRouteHandle(undefined)).toBe(false);
    expect(isRouteHandle(null)).toBe(false);
    expect(isRouteHandle('Dashboard')).toBe(false);
    expect(isRouteHandle({ crumb: 'x' })).toBe(false);
  });
});
