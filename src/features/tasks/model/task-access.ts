import { schedulePermissions, taskPermissions } from '@/lib/permission-codes';

/** What the signed-in user may do with tasks (spec 2 §4–§6). */
export interface TaskAccess {
  /** Tick checklist items, change status and notes: task read or schedule create. */
  canWork: boolean;
  /** Save the view's status and notes, or the editor: update permission and `canWork`. */
  canSave: boolean;
  canEdit: boolean;
  canCreate: boolean;
  canDelete: boolean;
}

export function taskAccess(hasPermission: (code: string) => boolean): TaskAccess {
  const canWork = hasPermission(taskPermissions.read) || hasPermission(schedulePermissions.create);
  const canUpdate = hasPermission(taskPermissions.update);
  return {
    canWork,
    canSave: canWork && canUpdate,
    canEdit: canUpdate,
    canCreate: hasPermission(taskPermissions.create),
    canDelete: hasPermission(taskPermissions.delete),
  };
}
