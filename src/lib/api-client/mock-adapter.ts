import axios, { AxiosError, AxiosHeaders, CanceledError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from './api-client';
import { bareClient } from './bare-client';

/** Answers one API request the way the server would; `undefined` when no handler takes it. */
export type MockRespond = (request: Request) => Promise<Response | undefined>;

let respond: MockRespond | null = null;

function toRequest(config: InternalAxiosRequestConfig): Request {
  const url = new URL(axios.getUri(config), window.location.href);
  const headers = new Headers();
  Object.entries(AxiosHeaders.from(config.headers).toJSON(true) as Record<string, unknown>).forEach(([name, value]) => {
    if (value !== undefined && value !== null && value !== false) headers.set(name, String(value));
  });
  const method = (config.method ?? 'get').toUpperCase();
  const body = method === 'GET' || method === 'HEAD' ? undefined : (config.data as BodyInit | null | undefined);
  // The browser sets a form body's multipart boundary itself.
  if (typeof FormData !== 'undefined' && body instanceof FormData) headers.delete('Content-Type');
  return new Request(url, { method, headers, body: body ?? null, ...(config.signal ? { signal: config.signal as AbortSignal } : {}) });
}

async function dataOf(response: Response, config: InternalAxiosRequestConfig): Promise<unknown> {
  if (config.responseType === 'blob') return response.blob();
  if (config.responseType === 'arraybuffer') return response.arrayBuffer();
  // JSON and text: axios's transformResponse parses the text as it does for the browser's answer.
  return response.text();
}

/**
 * An axios adapter for the demo build: hands the request to the in-page mock backend (the same
 * handlers as the HTTP mock server) without a service worker or any network round trip.
 */
const mockAdapter: AxiosAdapter = async (config) => {
  if (!respond) throw new AxiosError('The mock backend is not running', AxiosError.ERR_NETWORK, config);
  if (config.signal?.aborted) throw new CanceledError(undefined, undefined, config);
  const request = toRequest(config);
  const answer = await respond(request);
  if (config.signal?.aborted) throw new CanceledError(undefined, undefined, config);
  if (!answer || answer.type === 'error') {
    // An injected dropped connection (or no handler): no response, as a network failure.
    throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, request);
  }
  const response: AxiosResponse = {
    data: await dataOf(answer, config),
    status: answer.status,
    statusText: answer.statusText,
    headers: AxiosHeaders.from(Object.fromEntries(answer.headers.entries())),
    config,
    request,
  };
  const valid = !config.validateStatus || config.validateStatus(answer.status);
  if (valid) return response;
  throw new AxiosError(
    `Request failed with status code ${answer.status}`,
    answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
    config,
    request,
    response,
  );
};

/** Routes the app's API calls (both axios instances and `apiFetch`) to the in-page mock backend. */
export function installMockAdapter(next: MockRespond): void {
  respond = next;
  api.defaults.adapter = mockAdapter;
  bareClient.defaults.adapter = mockAdapter;
}

/**
 * `fetch` for the few API calls made outside axios (the simulated third-party pages): the mock
 * backend answers them in the demo build, the network otherwise.
 */
export async function apiFetch(url: string, init?: RequestInit): Promise<Response> {
  if (!respond) return fetch(url, init);
  const answer = await respond(new Request(new URL(url, window.location.href), init));
  if (!answer || answer.type === 'error') throw new TypeError('Failed to fetch');
  return answer;
}
