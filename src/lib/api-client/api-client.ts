import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { apiBaseUrl } from '@/config/env';
import { endpoints } from '@/config/endpoints';
import { refreshAccessToken } from '@/lib/auth/refresh-session';
import { sessionStore } from '@/lib/auth/session-store';
import { signOut } from '@/lib/auth/sign-out';
import { publishApiError } from './api-error-bus';
import { classifyApiError } from './error-catalogue';
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

api.interceptors.request.use((config) => {
  const session = sessionStore.getState();
  const headers = productHeaders();
  Object.entries(headers).forEach(([name, value]) => config.headers.set(name, value));
  if (session.accessToken) config.headers.set('Authorization', `Bearer ${session.accessToken}`);
  config.tokenGeneration = session.tokenGeneration;
  return config;
});

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
      } catch {
        signOut('refresh-expired');
        throw error;
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

api.interceptors.response.use(undefined, (error: unknown) => {
  if (!axios.isAxiosError(error)) return Promise.reject(error);
  return handleFailure(error);
});
