import axios from 'axios';

/**
 * The server's own words for a failure a screen shows itself: the text of a refusal whose status is
 * one of `statuses`, a 400's list of messages joined by line breaks, or a plain text answer.
 * `null` for anything else (it goes through the error catalogue).
 */
export function handledFailureText(error: unknown, statuses: readonly number[]): string | null {
  if (!axios.isAxiosError(error) || !error.response || !statuses.includes(error.response.status)) return null;
  const body: unknown = error.response.data;
  if (typeof body === 'string') return body.trim() || null;
  if (Array.isArray(body)) {
    const messages = body.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
    return messages.length ? messages.join('\n') : null;
  }
  return null;
}
