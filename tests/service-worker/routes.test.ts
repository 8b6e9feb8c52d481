import { describe, expect, it } from 'vitest';
import { isAppPage, routeFor, type RoutedRequest } from '@/service-worker/routes';

const scope = { origin: 'https://app.example.com', apiBase: 'https://api.example.com/api/' };

function request(url: string, { method = 'GET', mode = 'cors' }: { method?: string; mode?: RequestMode } = {}): RoutedRequest {
  return { url: new URL(url), method, mode };
}

describe('routeFor', () => {
  it('serves the hashed build files cache first', () => {
    expect(routeFor(request('https://app.example.com/assets/index-Ab12.js'), scope)).toBe('asset');
    expect(routeFor(request('https://app.example.com/assets/app-core-Ab12.css', { mode: 'no-cors' }), scope)).toBe('asset');
  });

  it('serves every navigation as the app page (network first)', () => {
    expect(routeFor(request('https://app.example.com/', { mode: 'navigate' }), scope)).toBe('page');
    expect(routeFor(request('https://app.example.com/?utm_source=mail#/customers', { mode: 'navigate' }), scope)).toBe('page');
  });

  it('serves the other files of the origin stale while revalidate', () => {
    expect(routeFor(request('https://app.example.com/favicon.svg', { mode: 'no-cors' }), scope)).toBe('static');
  });

  it('never handles another origin, the API or anything but GET', () => {
    expect(routeFor(request('https://api.example.com/api/Customers/List'), scope)).toBeNull();
    expect(routeFor(request('https://cdn.example.com/assets/index-Ab12.js'), scope)).toBeNull();
    expect(routeFor(request('https://app.example.com/assets/index-Ab12.js', { method: 'HEAD' }), scope)).toBeNull();
    expect(routeFor(request('https://app.example.com/', { method: 'POST', mode: 'navigate' }), scope)).toBeNull();
  });

  it('never handles an API base on the same origin', () => {
    const sameOrigin = { origin: 'https://app.example.com', apiBase: 'https://app.example.com/api/' };
    expect(routeFor(request('https://app.example.com/api/Jobs/Get?id=1'), sameOrigin)).toBeNull();
    expect(routeFor(request('https://app.example.com/api/', { mode: 'navigate' }), sameOrigin)).toBeNull();
    expect(routeFor(request('https://app.example.com/apiary.svg'), sameOrigin)).toBe('static');
  });
});

describe('isAppPage', () => {
  it('is `/` or `/index.html`, whatever the query', () => {
    expect(isAppPage(new URL('https://app.example.com/'))).toBe(true);
    expect(isAppPage(new URL('https://app.example.com/index.html?x=1'))).toBe(true);
    expect(isAppPage(new URL('https://app.example.com/favicon.svg'))).toBe(false);
  });
});
