import type { EntityTag } from '../query-keys';

/** What changed a record: who (the user's context and name) and in which session (the token family). */
export interface ChangeAuthor {
  userContext: string;
  name: string;
}

/**
 * One successful change on the server (docs/api.md "Live updates"): the stream's `id` is `seq`, so a
 * reconnect asks for what came after the last one it saw.
 */
export interface ChangeEvent {
  seq: number;
  /** The entity as the client's cache names it (`meta.invalidates` tags). */
  entity: EntityTag;
  /** The changed record's context ('' when the change has none, e.g. a settings batch). */
  context: string;
  action: 'created' | 'updated' | 'deleted';
  /** The record's version after the change, when it has one. */
  version?: number;
  by: ChangeAuthor;
  /** The session (token family) that made the change: a tab ignores its own session's changes. */
  session: string;
  /** ISO date and time of the change. */
  at: string;
}

/** The stream's `reset` event: the client missed more than the server kept; it refreshes everything. */
export const RESET_EVENT = 'reset';
/** The stream's change event name. */
export const CHANGE_EVENT = 'change';
