/**
 * Every permission code the product knows, grouped by area, with the words the Roles screen shows
 * (spec 1 §6 and the codes the other specs add; `permission-codes.ts` names the ones features check).
 * Plain data, so the mock backend imports it too: a role's permissions are a subset of these codes.
 */

export interface PermissionEntry {
  code: string;
  /** What holding it allows, in a few words ("Read", "Export to Excel"). */
  label: string;
}

export interface PermissionArea {
  area: string;
  permissions: readonly PermissionEntry[];
}

function crud(prefix: string): PermissionEntry[] {
  return [
    { code: `${prefix}_C`, label: 'Create' },
    { code: `${prefix}_R`, label: 'Read' },
    { code: `${prefix}_U`, label: 'Update' },
    { code: `${prefix}_D`, label: 'Delete' },
  ];
}

export const permissionAreas: readonly PermissionArea[] = [
  { area: 'Intake', permissions: crud('INTAKE') },
  { area: 'Customers', permissions: crud('CUST') },
  { area: 'Jobs', permissions: [...crud('JOB'), { code: 'JOB_COST_R', label: 'See costs, markups and profit' }] },
  { area: 'Proposals', permissions: [...crud('PROP'), { code: 'PROP_EXPORT', label: 'Export to Excel' }] },
  { area: 'Work Orders', permissions: crud('WO') },
  { area: 'Invoices', permissions: crud('INVOICE') },
  { area: 'Payments', permissions: crud('PYMT') },
  { area: 'Schedule', permissions: crud('SCHED') },
  { area: 'Tasks', permissions: crud('TASK') },
  { area: 'Timesheet', permissions: crud('TIMESHEET') },
  { area: 'Notes', permissions: crud('NOTE') },
  { area: 'Pricebook', permissions: crud('PB') },
  {
    area: 'Resources',
    permissions: [
      ...crud('RES'),
      { code: 'RESMAINT_C', label: 'Create maintenance entries' },
      { code: 'RESMAINT_R', label: 'Read maintenance log' },
      { code: 'RESMAINT_U', label: 'Update maintenance entries' },
      { code: 'RESMAINT_D', label: 'Delete maintenance entries' },
    ],
  },
  { area: 'Locations', permissions: crud('LOC') },
  { area: 'Suppliers', permissions: crud('SPLR') },
  {
    area: 'Picklists',
    permissions: [
      { code: 'PICKLIST_C', label: 'Create' },
      { code: 'PICKLIST_U', label: 'Update' },
      { code: 'PICKLIST_D', label: 'Delete' },
    ],
  },
  { area: 'Email History', permissions: [{ code: 'EMAIL_HIST_R', label: 'Read' }] },
  { area: 'Reports', permissions: [{ code: 'RPT_R', label: 'Read' }] },
  {
    area: 'Administration',
    permissions: [
      { code: 'ADMINISTRATOR', label: 'Administrator (settings, billing, users and roles)' },
      { code: 'ROOT', label: 'Root (developer tools)' },
    ],
  },
];

/** Every code of the catalogue, in its order. */
export const catalogPermissionCodes: readonly string[] = permissionAreas.flatMap((area) => area.permissions.map((entry) => entry.code));

export interface GrantedPermission extends PermissionEntry {
  granted: boolean;
}

export interface GrantedArea {
  area: string;
  permissions: GrantedPermission[];
  /** How many of the area's permissions the role grants. */
  grantedCount: number;
}

/** A role's permissions as the Roles screen shows them: each area with every code, granted or not. */
export function groupPermissions(granted: readonly string[]): GrantedArea[] {
  const held = new Set(granted);
  return permissionAreas.map(({ area, permissions }) => {
    const entries = permissions.map((entry) => ({ ...entry, granted: held.has(entry.code) }));
    return { area, permissions: entries, grantedCount: entries.filter((entry) => entry.granted).length };
  });
}
