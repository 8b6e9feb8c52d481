/** Codes of one kind of record (`CUST`: CUST_C, CUST_R ...) or the roles' codes. */
export interface PermissionGroup {
  name: string;
  codes: string[];
}

/** What a code's prefix stands for; a prefix not listed is shown as it is. */
const groupNames: Record<string, string> = {
  INTAKE: 'Intake',
  CUST: 'Customers',
  JOB: 'Jobs',
  SCHED: 'Schedule',
  PROP: 'Proposals',
  WO: 'Work Orders',
  INVOICE: 'Invoices',
  PYMT: 'Payments',
  EMAIL_HIST: 'Email History',
  TASK: 'Tasks',
  PB: 'Pricebook',
  RES: 'Resources',
  RESMAINT: 'Resource Maintenance',
  SPLR: 'Suppliers',
  LOC: 'Locations',
  RPT: 'Reports',
  PICKLIST: 'Picklists',
};

const ROLE_GROUP = 'Roles';
const actionOrder = ['C', 'R', 'U', 'D'];

function prefixOf(code: string): string | null {
  const match = /^(.+)_([A-Z]+)$/.exec(code);
  return match ? match[1]! : null;
}

/**
 * The user's permission codes grouped by the records they govern (`Customers: CUST_C CUST_R ...`),
 * groups A to Z by name with Roles (ADMINISTRATOR, ROOT: codes without a suffix) first; codes in
 * create, read, update, delete order, then A to Z.
 */
export function groupPermissions(codes: readonly string[]): PermissionGroup[] {
  const groups = new Map<string, string[]>();
  for (const code of new Set(codes)) {
    const prefix = prefixOf(code);
    const name = prefix === null ? ROLE_GROUP : (groupNames[prefix] ?? prefix);
    groups.set(name, [...(groups.get(name) ?? []), code]);
  }
  const rank = (code: string) => {
    const index = actionOrder.indexOf(code.slice(code.lastIndexOf('_') + 1));
    return index === -1 ? actionOrder.length : index;
  };
  return [...groups.entries()]
    .map(([name, list]) => ({ name, codes: list.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)) }))
    .sort((a, b) => (a.name === ROLE_GROUP ? -1 : b.name === ROLE_GROUP ? 1 : a.name.localeCompare(b.name)));
}
