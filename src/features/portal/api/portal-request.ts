import axios, { type AxiosRequestConfig, type AxiosRequestHeaders, type AxiosRequestTransformer } from 'axios';
import { api } from '@/lib/api-client/api-client';
import { portalErrorSchema, type PortalError } from '@/lib/schemas/portal-schemas';

/**
 * The portal's calls go through the app's API client, but as a customer: every status is handled by
 * the portal's screens (never the staff error pages), and no staff token is sent even when the
 * browser holds a staff session (the link's token is the only credential).
 */
function withoutStaffToken(this: unknown, data: unknown, headers: AxiosRequestHeaders): unknown {
  headers.delete('Authorization');
  return data;
}

function defaultTransforms(): AxiosRequestTransformer[] {
  const transforms = api.defaults.transformRequest ?? [];
  return Array.isArray(transforms) ? transforms : [transforms];
}

export function portalConfig(config: AxiosRequestConfig = {}): AxiosRequestConfig {
  return { ...config, meta: { handledStatuses: true }, transformRequest: [withoutStaffToken, ...defaultTransforms()] };
}

/** What a failed portal call means for the customer. */
export type PortalFailure =
  /** The link was refused (404, 410, 429): the server's message and the company's contact details. */
  | { kind: 'refused'; status: number; error: PortalError }
  /** Any other answer: the server's messages (a 400's list, a 409 / 422 / 503 text); status 0 no answer, -1 not a call's failure. */
  | { kind: 'message'; status: number; messages: string[] };

export const PORTAL_FAILED = 'Something went wrong. Try again.';
export const PORTAL_UNREACHABLE = 'We could not reach the server. Check your connection and try again.';

function messagesOf(data: unknown): string[] {
  if (Array.isArray(data)) return data.filter((item): item is string => typeof item === 'string');
  if (typeof data === 'string') return data.trim() ? [data.trim()] : [];
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') return [(data as { message: string }).message];
  return [];
}

/** Reads a failed portal call's answer. */
export function portalFailure(error: unknown): PortalFailure {
  if (!axios.isAxiosError(error)) return { kind: 'message', status: -1, messages: [PORTAL_FAILED] };
  if (!error.response) return { kind: 'message', status: 0, messages: [PORTAL_UNREACHABLE] };
  const { status, data } = error.response;
  const refused = portalErrorSchema.safeParse(data);
  if (refused.success) return { kind: 'refused', status, error: refused.data };
  const messages = messagesOf(data);
  return { kind: 'message', status, messages: messages.length > 0 ? messages : [`Something went wrong (${status}). Try again.`] };
}
