/**
 * The entities the cache knows, one tag each. Every feature's key factory roots its keys at its tag
 * (`customerKeys.all` is `['customer']`), so a mutation that declares `meta: { invalidates: ['customer'] }`
 * invalidates every customer query, and nothing else, through `invalidateQueries({ queryKey: ['customer'] })`.
 */
export const entityTags = [
  'account',
  'appointment',
  'billing',
  'company-information',
  'customer',
  'dashboard',
  'demo',
  /** The diagnostics pages' server reads (the server's error log; issue 19). */
  'diagnostics',
  /** Proposals, work orders and invoices (issue 15). */
  'document',
  'email',
  'form',
  /** The command palette's search across every kind (issue 20); short-lived, never invalidated by name. */
  'global-search',
  'intake',
  'job',
  'location',
  /** The technician's day and its visits (issue 17). */
  'my-day',
  /** The notes list across customers, jobs and intake (issue 19). */
  'note',
  'payment-provider',
  'picklist',
  /** The customer portal's views of one link's document (issue 18). */
  'portal',
  /** The payment list (issue 15); a job's payments stay under `job`. */
  'payment',
  'pricebook',
  /** Pricebook image bytes: a guid's bytes never change (a new image gets a new guid). */
  'pricebook-image',
  'report',
  /** Roles and the users holding them (issue 19, administration). */
  'role',
  /** Resources and their maintenance log (issue 16). */
  'resource',
  /** The schedule's range: appointments, tasks due and weather (issue 16). */
  'schedule',
  'smtp',
  'storage',
  /** Image bytes: they never change for a context, so deleting images (`storage`) leaves them alone. */
  'storage-image',
  'supplier',
  'system-setting',
  'task',
  /** Timesheet entries and the running timer (issue 16). */
  'timesheet',
  /** Users as the administration lists them (issue 19). */
  'user',
  'user-preference',
] as const;

export type EntityTag = (typeof entityTags)[number];

/**
 * The shape every key factory follows: `all` is `[tag]`; `key(...parts)` builds `[tag, ...parts]`;
 * lists live under `[tag, 'list', request]` and records under `[tag, 'detail', context]`.
 *
 * ```ts
 * const keys = entityKeys('supplier');
 * export const supplierKeys = { ...keys, list: (request: SupplierSearchRequest) => keys.key('list', request) };
 * ```
 */
export function entityKeys<const Tag extends EntityTag>(tag: Tag) {
  const key = <const Parts extends readonly unknown[]>(...parts: Parts): readonly [Tag, ...Parts] => [tag, ...parts] as const;
  return {
    all: [tag] as const,
    key,
    lists: () => key('list'),
    details: () => key('detail'),
    detail: (context: string) => key('detail', context),
  };
}
