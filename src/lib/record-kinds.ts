/**
 * A record kind with a list and add, view and edit pages: its list's path segment (`suppliers`; the
 * record's pages are `suppliers/view/:context`, `suppliers/edit/:context` and `suppliers/add`), the
 * record's name and the list's (the pages' titles, "Back to Suppliers", "Delete Supplier?") and the
 * prefix of its permission codes (spec 1 §2: `SPLR_R` read, `_C` create, `_U` update, `_D` delete).
 */
export interface RecordKind {
  path: string;
  noun: string;
  plural: string;
  permissionPrefix: string;
}

/** The kinds whose pages the kit builds (`lib/record-page-routes.ts`, `RecordViewPage`, `RecordEditPage`). */
export const recordKinds = {
  customer: { path: 'customers', noun: 'Customer', plural: 'Customers', permissionPrefix: 'CUST' },
  location: { path: 'locations', noun: 'Location', plural: 'Locations', permissionPrefix: 'LOC' },
  resource: { path: 'resources', noun: 'Resource', plural: 'Resources', permissionPrefix: 'RES' },
  supplier: { path: 'suppliers', noun: 'Supplier', plural: 'Suppliers', permissionPrefix: 'SPLR' },
  task: { path: 'tasks', noun: 'Task', plural: 'Tasks', permissionPrefix: 'TASK' },
} as const satisfies Record<string, RecordKind>;

/** The kind's permission code for reading, creating, updating or deleting (`LOC_U`). */
export function recordPermission(kind: RecordKind, action: 'R' | 'C' | 'U' | 'D'): string {
  return `${kind.permissionPrefix}_${action}`;
}

/** The kind's list path (`/locations`), Add's, and a record's view and edit paths (config/paths.ts names them). */
export function recordPaths<Path extends string>(path: Path) {
  return {
    list: `/${path}` as const,
    add: `/${path}/add` as const,
    view: (context: string) => `/${path}/view/${encodeURIComponent(context)}`,
    edit: (context: string) => `/${path}/edit/${encodeURIComponent(context)}`,
  };
}
