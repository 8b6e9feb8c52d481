/**
 * Permission codes the client and the mock backend both name (plain strings, no React, so
 * `mocks/` may import them). Spec 1 §6 lists the product's codes; these are the ones the jobs
 * feature adds or checks by name.
 */
export const jobPermissions = {
  read: 'JOB_R',
  create: 'JOB_C',
  update: 'JOB_U',
  delete: 'JOB_D',
  /**
   * Not in spec 1 §6 (added for issue 13, see docs/api.md): shows line cost, markup and profit,
   * payment terms and the customer's job defaults. Admin and office hold it, technicians do not;
   * the server leaves those fields out of its answers for users without it.
   */
  costRead: 'JOB_COST_R',
} as const;

export const paymentPermissions = { read: 'PYMT_R', create: 'PYMT_C' } as const;

/**
 * Job documents (spec 2 §6, spec 3 §6). `PROP_EXPORT` is the proposal export to Excel permission
 * spec 2 §6 names (not in spec 1 §6; docs/api.md); invoices export with `INVOICE_R`. Invoices are
 * deleted with `INVOICE_D` only while they have no payments.
 */
export const documentPermissions = {
  proposal: { create: 'PROP_C', read: 'PROP_R', update: 'PROP_U', delete: 'PROP_D', export: 'PROP_EXPORT' },
  workOrder: { create: 'WO_C', read: 'WO_R', update: 'WO_U', delete: 'WO_D', export: null },
  invoice: { create: 'INVOICE_C', read: 'INVOICE_R', update: 'INVOICE_U', delete: 'INVOICE_D', export: 'INVOICE_R' },
} as const;

/** Spec 2 §6 "Picklist create, update, delete" (the Edit Tags button, managing job types). */
export const picklistPermissions = { create: 'PICKLIST_C', update: 'PICKLIST_U', delete: 'PICKLIST_D' } as const;

/** Any of these shows the picklist editors (Edit Tags, manage job types). */
export const picklistEditorPermissions: string[] = Object.values(picklistPermissions);

/** Spec 2 §6 schedule codes: SCHED_C creates (and may toggle task checklists), SCHED_U moves and edits, SCHED_D deletes. */
export const schedulePermissions = { create: 'SCHED_C', read: 'SCHED_R', update: 'SCHED_U', delete: 'SCHED_D' } as const;

/** Spec 2 §6 task codes (delete inferred: TASK_D). */
export const taskPermissions = { create: 'TASK_C', read: 'TASK_R', update: 'TASK_U', delete: 'TASK_D' } as const;

/** Spec 3 §6 resource codes (delete inferred: RES_D). */
export const resourcePermissions = { create: 'RES_C', read: 'RES_R', update: 'RES_U', delete: 'RES_D' } as const;

/** Spec 3 §6 resource maintenance codes (not in spec 1 §6; docs/api.md). */
export const resourceMaintenancePermissions = { create: 'RESMAINT_C', read: 'RESMAINT_R', update: 'RESMAINT_U', delete: 'RESMAINT_D' } as const;

/** Administrators see and change everyone's timesheet entries; everyone else only their own. */
export const timesheetAdminPermission = 'ADMINISTRATOR';

/** Spec 1 §6: the Reports menu and every report but the user logon report. */
export const reportPermissions = { read: 'RPT_R' } as const;
