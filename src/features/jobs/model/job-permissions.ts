/** Permission codes of jobs (spec 2 §6, and JOB_COST_R of issue 13). */
export const JOB_READ = 'JOB_R';
export const JOB_CREATE = 'JOB_C';
export const JOB_UPDATE = 'JOB_U';
export const JOB_DELETE = 'JOB_D';
/** Line cost, markup and profit, payment terms and the customer's job defaults. */
export const JOB_COST_READ = 'JOB_COST_R';
export const PAYMENT_READ = 'PYMT_R';
/** Picklist editing (Edit Tags, managing job types): any of create, update, delete. */
export const PICKLIST_EDIT = { anyOf: ['PICKLIST_C', 'PICKLIST_U', 'PICKLIST_D'] };

export type JobAction = 'view' | 'edit' | 'delete';

export const jobActionLabels: Record<JobAction, string> = { view: 'View', edit: 'Edit', delete: 'Delete' };

/** The list's action menu: View always, Edit with job update, Delete with job delete. */
export function jobActions(can: (code: string) => boolean): JobAction[] {
  const available: Record<JobAction, boolean> = { view: true, edit: can(JOB_UPDATE), delete: can(JOB_DELETE) };
  return (['view', 'edit', 'delete'] as const).filter((action) => available[action]);
}

/** Spec 2 §2: the list's action menu appears only for users who can create, update or delete jobs. */
export function jobListHasActionMenu(can: (code: string) => boolean): boolean {
  return can(JOB_CREATE) || can(JOB_UPDATE) || can(JOB_DELETE);
}
