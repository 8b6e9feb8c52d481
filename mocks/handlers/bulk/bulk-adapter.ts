import type { BulkAction } from '../../../src/lib/schemas/bulk-schemas';
import type { MockDb } from '../../db/mock-store';
import type { MockUser } from '../../db/types';
import type { Lookup } from '../record-refs';

/** Who asks and their calendar: the client's time zone offset (minutes) and day (`yyyy-MM-dd`). */
export interface BulkScope {
  user: MockUser;
  offset: number;
  today: string;
}

/** What an action would do to one record: its value before and after, or why it is left as it is. */
export type BulkPlan = { from: string; to: string } | { skip: string };

/** One bulk action on one kind of record, with the same rules as the record's own save. */
export interface BulkActionRule<R> {
  /** The permission the action needs (several: all of them); without it every record is skipped with `deniedReason`. */
  permission: string | readonly string[];
  /** E.g. "You do not have permission to delete intake records." */
  deniedReason: string;
  /** The value's problem (missing, unknown, inactive), or `null` when it is valid. */
  valueProblem: (lookup: Lookup, value: string | null) => string | null;
  /** The change said once: "Status → Cancelled". */
  summary: (lookup: Lookup, value: string | null) => string;
  /** What would change for this record, or why it is skipped (a state rule, already so); `offset` as in `BulkScope`. */
  plan: (lookup: Lookup, record: R, value: string | null, offset: number) => BulkPlan;
  /** Changes the record completely (one write); its new version (`null` once deleted). */
  apply: (lookup: Lookup, user: MockUser, record: R, value: string | null, offset: number) => number | null;
  /**
   * What `restore` needs besides the record, taken just before `apply` (a job's appointments as they
   * were); absent: the record is enough.
   */
  snapshot?: (lookup: Lookup, record: R) => unknown;
  /**
   * Puts back what `apply` changed, from the record as it was before (and the snapshot) (Undo); the
   * new version. Absent: the action cannot be undone (delete).
   */
  restore?: (lookup: Lookup, user: MockUser, current: R, before: R, offset: number, snapshot: unknown) => number;
}

/** A kind of record bulk changes reach: how to find, name and change its records. */
export interface BulkAdapter<R> {
  /** The read permission a filter selection needs (the list's own). */
  readPermission: string;
  get: (db: MockDb, context: string) => R | undefined;
  context: (record: R) => string;
  name: (lookup: Lookup, record: R) => string;
  version: (record: R) => number;
  /** The records the list's search request matches, or its 400 (the filter is parsed here). */
  matching: (db: MockDb, filter: unknown, scope: BulkScope) => Response | readonly R[];
  actions: Partial<Record<BulkAction, BulkActionRule<R>>>;
}
