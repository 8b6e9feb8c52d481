import type { OutboxRecord } from './offline-db';

/** The messages of a refusal: a JSON array of texts, `{ messages }`, or plain text. */
export function messagesOfAnswer(data: unknown): string[] {
  if (Array.isArray(data)) return data.filter((item): item is string => typeof item === 'string');
  if (typeof data === 'string' && data.trim()) return [data.trim()];
  if (typeof data === 'object' && data !== null && 'messages' in data) return messagesOfAnswer((data as { messages: unknown }).messages);
  return [];
}

function versionOf(value: unknown): number | null {
  if (typeof value !== 'object' || value === null || !('version' in value)) return null;
  const { version } = value as { version: unknown };
  return typeof version === 'number' ? version : null;
}

/**
 * A saved form answers its new version: later saves of the same form queued against the version
 * just replaced are moved onto the new one (they were made on top of this change, not against the
 * office's). Answers the records that changed.
 */
export function rebaseLaterChanges(sent: OutboxRecord, answer: unknown, later: OutboxRecord[]): OutboxRecord[] {
  if (sent.kind !== 'form-save') return [];
  const before = versionOf(sent.body);
  const after = versionOf(answer);
  if (before === null || after === null) return [];
  return later
    .filter((record) => record.recordKey === sent.recordKey && record.kind === 'form-save' && versionOf(record.body) === before)
    .map((record) => ({ ...record, body: { ...(record.body as object), version: after } }));
}
