import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';

/**
 * A `window.matchMedia` for jsdom: widths below MUI's lg breakpoint match when `compact`, and
 * reduced motion is preferred (the tour then skips its animation).
 */
export function stubMatchMedia(compact: boolean): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('max-width') ? compact : query.includes('min-width') ? !compact : query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

export interface TourLogCall {
  endpoint: 'Create' | 'CreateCRMRecord';
  guidedTourName: string | null;
  descriptor: string | null;
}

/** MSW handlers for the GuidedTourLog calls that record what they were asked. */
export function guidedTourLogHandlers(calls: TourLogCall[], status = 200) {
  const record = (endpoint: TourLogCall['endpoint']) => ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    calls.push({ endpoint, guidedTourName: url.searchParams.get('guidedTourName'), descriptor: url.searchParams.get('descriptor') });
    return status === 200 ? HttpResponse.json({}) : HttpResponse.text('Tour logging is down', { status });
  };
  return [http.get('*/api/GuidedTourLog/Create', record('Create')), http.get('*/api/GuidedTourLog/CreateCRMRecord', record('CreateCRMRecord'))];
}
