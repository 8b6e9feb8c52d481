import axios, { type AxiosError } from 'axios';
import { $ZodError, prettifyError } from 'zod/v4/core';
import { isWorkingOffline } from './connectivity';

/**
 * What the user sees for a failed API call (spec 1 §8). One module maps every failure to one
 * outcome so screens never improvise error handling.
 */
export type ApiErrorOutcome =
  | { kind: 'modal'; title: string; messages: string[] }
  | { kind: 'error-page'; message: string }
  | { kind: 'unauthorized'; code: string }
  | { kind: 'ignored' };

export const NO_RESPONSE_MESSAGE = 'No response received from the server';
export const NOT_FOUND_MESSAGE = 'Resource not found';
export const NO_ERROR_INFORMATION = 'No error information available';
export const VERSION_CONFLICT_MESSAGE =
  'This record was changed by someone else after you opened it. Your changes are still on the screen; reload the record to see the latest version before saving again.';

/** Decodes a response body that may have arrived as a Blob or ArrayBuffer (binary calls). */
export async function decodeBody(data: unknown): Promise<unknown> {
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    return parseMaybeJson(await data.text());
  }
  if (data instanceof ArrayBuffer) {
    return parseMaybeJson(new TextDecoder().decode(data));
  }
  if (ArrayBuffer.isView(data)) {
    return parseMaybeJson(new TextDecoder().decode(data));
  }
  return data;
}

function parseMaybeJson(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('[') || trimmed.startsWith('{') || trimmed.startsWith('"')) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function textOf(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() ? body.trim() : null;
  if (Array.isArray(body)) {
    const parts = body.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
    return parts.length ? parts.join('\n') : null;
  }
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['message', 'Message', 'error', 'title', 'detail']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return null;
}

function messagesOf(body: unknown): string[] {
  if (Array.isArray(body)) {
    return body.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  }
  if (body && typeof body === 'object') {
    const errors = (body as Record<string, unknown>).errors;
    if (errors && typeof errors === 'object') {
      return Object.values(errors as Record<string, unknown>)
        .flat()
        .filter((item): item is string => typeof item === 'string');
    }
  }
  const text = textOf(body);
  return text ? [text] : [];
}

export function requestUrlOf(error: AxiosError): string {
  const config = error.config;
  if (!config) return '';
  const url = config.url ?? '';
  if (/^https?:\/\//i.test(url) || !config.baseURL) return url;
  return `${config.baseURL.replace(/\/$/, '')}/${url.replace(/^\//, '')}`;
}

/** A response (or any value) that failed its zod schema; zod and zod/mini errors alike. */
export function isSchemaError(error: unknown): error is $ZodError {
  return error instanceof $ZodError;
}

/** What failed in a schema error, one issue a line (for the error screen's details and the error report). */
export function schemaErrorDetails(error: $ZodError): string {
  return prettifyError(error);
}

/** Errors the API client has already put through the catalogue (or left to the caller by request meta). */
export function isApiClientError(error: unknown): boolean {
  return axios.isAxiosError(error) || axios.isCancel(error);
}

/**
 * The outcome of an error that is not an HTTP failure. A response that fails its schema is the
 * server's fault (it answered, but not what the contract says) and carries no text of its own, so it
 * is the error page with the catalogue's words for a failure without information; any other client
 * error is the error page with its own message (spec 1 §8).
 */
export function classifyClientError(error: unknown): Extract<ApiErrorOutcome, { kind: 'error-page' }> {
  if (isSchemaError(error)) return { kind: 'error-page', message: NO_ERROR_INFORMATION };
  if (error instanceof Error && error.message) return { kind: 'error-page', message: error.message };
  if (typeof error === 'string' && error.trim()) return { kind: 'error-page', message: error.trim() };
  return { kind: 'error-page', message: NO_ERROR_INFORMATION };
}

export async function classifyApiError(error: unknown): Promise<ApiErrorOutcome> {
  if (axios.isCancel(error)) return { kind: 'ignored' };
  if (!axios.isAxiosError(error)) return classifyClientError(error);
  const meta = error.config?.meta;
  const response = error.response;
  if (meta?.handledStatuses === true) return { kind: 'ignored' };
  if (!response) {
    if (error.code === 'ERR_CANCELED') return { kind: 'ignored' };
    // Working offline, the field screens say so themselves (the offline banner); no error page per call.
    if (isWorkingOffline()) return { kind: 'ignored' };
    return { kind: 'error-page', message: NO_RESPONSE_MESSAGE };
  }
  const { status } = response;
  const handled = meta?.handledStatuses;
  if (Array.isArray(handled) && handled.includes(status)) return { kind: 'ignored' };

  const body = await decodeBody(response.data);
  switch (status) {
    case 400:
      if (meta?.isImageCall) return { kind: 'ignored' };
      return { kind: 'modal', title: 'Please correct the following', messages: messagesOf(body) };
    case 422:
      if (meta?.isImageCall) return { kind: 'ignored' };
      return { kind: 'modal', title: 'Unable to complete the request', messages: messagesOf(body) };
    case 409:
      if (meta?.isImageCall) return { kind: 'ignored' };
      return { kind: 'modal', title: 'This record has changed', messages: [textOf(body) ?? VERSION_CONFLICT_MESSAGE] };
    case 401:
      return { kind: 'unauthorized', code: `SERVER_UNAUTHORIZED: ${requestUrlOf(error)}` };
    case 403:
      return { kind: 'unauthorized', code: `SERVER_FORBIDDEN: ${requestUrlOf(error)}` };
    case 404:
      return { kind: 'error-page', message: NOT_FOUND_MESSAGE };
    default:
      return { kind: 'error-page', message: textOf(body) ?? NO_ERROR_INFORMATION };
  }
}
