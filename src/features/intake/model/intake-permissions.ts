/** Which intake actions a user may take (spec 2 §6). `can` answers whether the user holds a permission. */
export type IntakeAction = 'createJob' | 'schedule' | 'viewHistory' | 'view' | 'edit' | 'delete';

export const intakeActionLabels: Record<IntakeAction, string> = {
  createJob: 'Create Job',
  schedule: 'Schedule',
  viewHistory: 'View History',
  view: 'View',
  edit: 'Edit',
  delete: 'Delete',
};

/** Spec 2 §2: the list's row action menu appears only for users who may create, update or delete intake. */
export function intakeListHasActionMenu(can: (code: string) => boolean): boolean {
  return can('INTAKE_C') || can('INTAKE_U') || can('INTAKE_D');
}

/**
 * The action menu's items where it is shown: `list` rows and the `view` page offer View or Edit,
 * the `editor` (already editing, with Delete in its bottom bar) offers none of them. Create Job needs JOB_C, Schedule SCHED_C, Edit
 * INTAKE_U, Delete INTAKE_D; View History needs only intake read.
 */
export function intakeActions(can: (code: string) => boolean, where: 'list' | 'view' | 'editor'): IntakeAction[] {
  const actions: IntakeAction[] = [];
  if (can('JOB_C')) actions.push('createJob');
  if (can('SCHED_C')) actions.push('schedule');
  actions.push('viewHistory');
  if (where === 'list') actions.push('view');
  if (where !== 'editor' && can('INTAKE_U')) actions.push('edit');
  // The editor's bottom bar has its own Delete.
  if (where !== 'editor' && can('INTAKE_D')) actions.push('delete');
  return actions;
}
