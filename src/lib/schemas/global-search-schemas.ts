import { z } from 'zod';

/**
 * `POST GlobalSearch/Search` (issue 20, the command palette): one search over every kind of record
 * the user may read, at most `GLOBAL_SEARCH_LIMIT` mixed results, best first. docs/api.md "Global search".
 */
export const globalSearchKinds = ['customer', 'job', 'intake', 'proposal', 'workOrder', 'invoice', 'pricebookItem'] as const;
export type GlobalSearchKind = (typeof globalSearchKinds)[number];

export const GLOBAL_SEARCH_LIMIT = 20;

/**
 * The permissions (all of them) a user needs to find records of each kind: those that read it and
 * open the screen it leads to (the pricebook page is for administrators).
 */
export const globalSearchKindPermissions: Record<GlobalSearchKind, readonly string[]> = {
  customer: ['CUST_R'],
  job: ['JOB_R'],
  intake: ['INTAKE_R'],
  proposal: ['PROP_R'],
  workOrder: ['WO_R'],
  invoice: ['INVOICE_R'],
  pricebookItem: ['PB_R', 'ADMINISTRATOR'],
};

/** The kinds a user holding `permissions` may find. */
export function searchableKinds(permissions: readonly string[]): GlobalSearchKind[] {
  const held = new Set(permissions);
  return globalSearchKinds.filter((kind) => globalSearchKindPermissions[kind].every((code) => held.has(code)));
}
/** Recently opened records the client sends so the server can rank them up ("kind:context"). */
export const GLOBAL_SEARCH_RECENT_LIMIT = 20;
export const GLOBAL_SEARCH_TERM_MAX = 100;

/** A recent record's key as the request carries it. */
export function recentKey(kind: GlobalSearchKind, context: string): string {
  return `${kind}:${context}`;
}

export const globalSearchRequestSchema = z.object({
  searchTerm: z.string().max(GLOBAL_SEARCH_TERM_MAX, `The search term must be at most ${GLOBAL_SEARCH_TERM_MAX} characters.`),
  /** Most recent first. */
  recent: z.array(z.string().max(200)).max(GLOBAL_SEARCH_RECENT_LIMIT).default([]),
  /** Only these kinds (none or empty: every kind the user may read). */
  kinds: z.array(z.enum(globalSearchKinds)).max(globalSearchKinds.length).default([]),
});
export type GlobalSearchRequest = z.input<typeof globalSearchRequestSchema>;

export const globalSearchResultSchema = z.object({
  kind: z.enum(globalSearchKinds),
  context: z.string(),
  /** What the palette shows first: the customer's name, "Job 1042 · Furnace tune-up", "Invoice 2051". */
  title: z.string(),
  /** The second line: the customer, a telephone, an address, the item's part number. */
  detail: z.string(),
  /** The record's number (jobs and documents), else `null`. */
  number: z.number().int().nullable(),
  /** The job a document belongs to, else `null`. */
  jobContext: z.string().nullable(),
  /** The match rank the server gave (higher is better). */
  score: z.number(),
});
export type GlobalSearchResult = z.infer<typeof globalSearchResultSchema>;

export const globalSearchResponseSchema = z.object({
  results: z.array(globalSearchResultSchema).max(GLOBAL_SEARCH_LIMIT),
});
export type GlobalSearchResponse = z.infer<typeof globalSearchResponseSchema>;
