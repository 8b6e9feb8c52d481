import {
  bulkMessages,
  type BulkApplyRequest,
  type BulkChange,
  type BulkPreview,
  type BulkPreviewRequest,
  type BulkReport,
  type BulkSkip,
} from '../../../src/lib/schemas/bulk-schemas';
import { randomUuid } from '../../db/ids';
import { forbidden, validationError } from '../handler-utils';
import type { Lookup } from '../record-refs';
import type { BulkActionRule, BulkAdapter, BulkScope } from './bulk-adapter';
import { BULK_UNDO_WINDOW_MS, keepOperation, takeOperation, type KeptRecord } from './bulk-operations';

export const bulkReasons = {
  notFound: 'It no longer exists.',
  changedSincePreview: 'It was changed by someone else after the preview.',
  notInPreview: 'It was not in the preview.',
  changedSinceBulk: 'It was changed after the bulk change.',
} as const;

interface Selected<R> {
  rule: BulkActionRule<R>;
  /** The records in order; a ticked context no longer found is a skip. */
  records: R[];
  missing: string[];
}

/** Resolves the action, the value and the selection, or the 400 / 403 answer. */
function select<R>(lookup: Lookup, scope: BulkScope, adapter: BulkAdapter<R>, request: BulkPreviewRequest): Response | Selected<R> {
  const rule = adapter.actions[request.action];
  if (!rule) return validationError([bulkMessages.actionNotOffered]);
  const problem = rule.valueProblem(lookup, request.value);
  if (problem) return validationError([problem]);
  if (!scope.user.permissions.includes(adapter.readPermission)) return forbidden(adapter.readPermission);
  if ('filter' in request.selection) {
    const found = adapter.matching(lookup.db, request.selection.filter, scope);
    return found instanceof Response ? found : { rule, records: [...found], missing: [] };
  }
  const records: R[] = [];
  const missing: string[] = [];
  for (const context of new Set(request.selection.contexts)) {
    const record = adapter.get(lookup.db, context);
    if (record) records.push(record);
    else missing.push(context);
  }
  return { rule, records, missing };
}

function missingSkips(missing: readonly string[]): BulkSkip[] {
  return missing.map((context) => ({ context, name: '', reason: bulkReasons.notFound }));
}

/** What the action would change and what it would skip and why; writes nothing. */
export function previewBulk<R>(lookup: Lookup, scope: BulkScope, adapter: BulkAdapter<R>, request: BulkPreviewRequest): Response | BulkPreview {
  const { user } = scope;
  const selected = select(lookup, scope, adapter, request);
  if (selected instanceof Response) return selected;
  const { rule, records, missing } = selected;
  const allowed = [rule.permission].flat().every((code) => user.permissions.includes(code));
  const changes: BulkChange[] = [];
  const skipped: BulkSkip[] = missingSkips(missing);
  for (const record of records) {
    const context = adapter.context(record);
    const name = adapter.name(lookup, record);
    if (!allowed) {
      skipped.push({ context, name, reason: rule.deniedReason });
      continue;
    }
    const plan = rule.plan(lookup, record, request.value, scope.offset);
    if ('skip' in plan) skipped.push({ context, name, reason: plan.skip });
    else changes.push({ context, name, from: plan.from, to: plan.to, version: adapter.version(record) });
  }
  return { total: records.length + missing.length, summary: rule.summary(lookup, request.value), changes, skipped };
}

/**
 * Applies the action to each record the preview saw at the version it saw, each completely or not
 * at all; a record changed or added since is skipped. Keeps a reversible change for Undo.
 */
export function applyBulk<R>(lookup: Lookup, scope: BulkScope, adapter: BulkAdapter<R>, request: BulkApplyRequest): Response | BulkReport {
  const { user, offset } = scope;
  const preview = previewBulk(lookup, scope, adapter, request);
  if (preview instanceof Response) return preview;
  const rule = adapter.actions[request.action]!;
  const changed: BulkChange[] = [];
  const skipped: BulkSkip[] = [...preview.skipped];
  const kept: KeptRecord[] = [];
  for (const change of preview.changes) {
    const expected = request.versions[change.context];
    if (expected === undefined) {
      skipped.push({ context: change.context, name: change.name, reason: bulkReasons.notInPreview });
      continue;
    }
    if (expected !== change.version) {
      skipped.push({ context: change.context, name: change.name, reason: bulkReasons.changedSincePreview });
      continue;
    }
    const record = adapter.get(lookup.db, change.context)!;
    const snapshot = rule.snapshot?.(lookup, record);
    const versionAfter = rule.apply(lookup, user, record, request.value, offset);
    const done = { ...change, version: versionAfter ?? change.version };
    changed.push(done);
    if (versionAfter !== null) kept.push({ before: record, snapshot, versionAfter, change: done });
  }
  const undoable = rule.restore !== undefined && kept.length > 0;
  const now = Date.now();
  const operationId = undoable ? randomUuid() : null;
  if (operationId) keepOperation({ id: operationId, userId: user.id, entity: request.entity, action: request.action, summary: preview.summary, records: kept, undoUntil: now + BULK_UNDO_WINDOW_MS }, now);
  return {
    entity: request.entity,
    operationId,
    undoUntil: operationId ? new Date(now + BULK_UNDO_WINDOW_MS).toISOString() : null,
    summary: preview.summary,
    changed,
    skipped,
  };
}

/** Puts back each record the operation changed, unless it was changed again since. */
export function undoBulk<R>(lookup: Lookup, scope: BulkScope, adapter: BulkAdapter<R>, operationId: string): Response | BulkReport {
  const { user, offset } = scope;
  const operation = takeOperation(operationId, user.id);
  if (!operation) return validationError([bulkMessages.operationUnknown]);
  const rule = adapter.actions[operation.action]!;
  const changed: BulkChange[] = [];
  const skipped: BulkSkip[] = [];
  for (const entry of operation.records) {
    const before = entry.before as R;
    const context = adapter.context(before);
    const current = adapter.get(lookup.db, context);
    if (!current) {
      skipped.push({ context, name: adapter.name(lookup, before), reason: bulkReasons.notFound });
      continue;
    }
    const name = adapter.name(lookup, current);
    if (adapter.version(current) !== entry.versionAfter) {
      skipped.push({ context, name, reason: bulkReasons.changedSinceBulk });
      continue;
    }
    const version = rule.restore!(lookup, user, current, before, offset, entry.snapshot);
    changed.push({ context, name, from: entry.change.to, to: entry.change.from, version });
  }
  return { entity: operation.entity, operationId: null, undoUntil: null, summary: `Undone: ${operation.summary}`, changed, skipped };
}
