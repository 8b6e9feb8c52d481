import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { apiBaseUrl } from '@/config/env';
import { endpoints } from '@/config/endpoints';
import { refreshAccessToken, RefreshFailedError, SessionChangedError } from '@/lib/auth/refresh-session';
import { sessionStore } from '@/lib/auth/session-store';
import { signOut } from '@/lib/auth/sign-out';
import { publishApiError } from './api-error-bus';
import { markServerReachable } from './connectivity';
import { classifyApiError, classifyClientError } from './error-catalogue';
import { productHeaders } from './request-headers';
import './request-meta';

/** The one axios instance for product API calls. */
export const api = axios.create({
  baseURL: apiBaseUrl,
  headers: { 'Content-Type': 'application/json' },
});

const noRefreshPaths: string[] = [endpoints.auth.authenticate, endpoints.auth.refreshToken];

function isNoRefreshCall(config: InternalAxiosRequestConfig): boolean {
  const url = config.url ?? '';
  return noRefreshPaths.some((path) => url.endsWith(path));
}

// Synchronous (it waits on nothing): the request leaves as it is made, not a few microtasks later,
// so a list's prefetch is on the wire before the render for the new address starts (list-page.tsx).
api.interceptors.request.use(
  (config) => {
    const session = sessionStore.getState();
    const headers = productHeaders();
    Object.entries(headers).forEach(([name, value]) => config.headers.set(name, value));
    if (session.accessToken) config.headers.set('Authorization', `Bearer ${session.accessToken}`);
    config.tokenGeneration = session.tokenGeneration;
    return config;
  },
  undefined,
  { synchronous: true },
);

/** Per failed refresh, whether its outcome has been shown: the requests that waited on it show it once. */
const refreshFailureShown = new WeakMap<RefreshFailedError, Promise<boolean>>();

/**
 * A request whose refresh got no answer (no response, a timeout, a 5xx) fails as that connection
 * failure, with the request's own config (its meta decides what is shown): the error catalogue shows
 * it for that status, once for all the requests that waited on the refresh. The session stays.
 */
async function failWithRefresh(config: InternalAxiosRequestConfig, refreshError: RefreshFailedError): Promise<unknown> {
  const cause = refreshError.cause;
  const failure = axios.isAxiosError(cause)
    ? new AxiosError(cause.message, cause.code, config, cause.request, cause.response)
    : new AxiosError(refreshError.message, AxiosError.ERR_BAD_RESPONSE, config);
  // The waiting requests take turns, so the first one that shows something is the only one.
  const earlier = refreshFailureShown.get(refreshError) ?? Promise.resolve(false);
  const shown = earlier.then(async (alreadyShown) => {
    const outcome = alreadyShown ? ({ kind: 'ignored' } as const) : axios.isAxiosError(cause) ? await classifyApiError(failure) : classifyClientError(cause);
    publishApiError(outcome, failure);
    return alreadyShown || outcome.kind !== 'ignored';
  });
  refreshFailureShown.set(refreshError, shown);
  await shown;
  return failure;
}

async function handleFailure(error: AxiosError): Promise<unknown> {
  const config = error.config;
  if (config && error.response?.status === 401 && !config.retriedAfter401 && !isNoRefreshCall(config)) {
    config.retriedAfter401 = true;
    const session = sessionStore.getState();
    if (config.tokenGeneration !== undefined && config.tokenGeneration !== session.tokenGeneration && session.accessToken) {
      // Sent with an older token than the one we hold now: retry with the current one.
      return api.request(config);
    }
    if (session.status === 'signed-in' || session.status === 'restoring') {
      try {
        await refreshAccessToken();
      } catch (refreshError) {
        // The session this request was sent for has ended (signed out meanwhile): nothing to say.
        if (refreshError instanceof SessionChangedError) throw error;
        if (!(refreshError instanceof RefreshFailedError) || refreshError.rejected) {
          signOut('refresh-expired');
          throw error;
        }
        throw await failWithRefresh(config, refreshError);
      }
      return api.request(config);
    }
  }
  if (error.response?.status === 401 && config?.headers?.Authorization && sessionStore.getState().status === 'signed-out') {
    // A request of a session that has already ended: the user is on the login screen with the reason.
    throw error;
  }
  publishApiError(await classifyApiError(error), error);
  throw error;
}

api.interceptors.response.use(
  (response) => {
    markServerReachable();
    return response;
  },
  (error: unknown) => {
    if (!axios.isAxiosError(error)) return Promise.reject(error);
    // Any answer, even a refusal, says the server is in reach.
    if (error.response) markServerReachable();
    return handleFailure(error);
  },
);
