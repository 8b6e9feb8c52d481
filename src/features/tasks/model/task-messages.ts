/** Spec 2 §8: the task form's toasts. */
export const TASK_UPDATED = 'Task updated.';
export const TASK_DELETED = 'Task deleted.';
export const NO_CHANGES_DETECTED = 'No changes detected.';
/** The add page's toast (the spec names none for a create). */
export const TASK_CREATED = 'Task created.';
/** Spec 2 §2: the task view's title when the task has none. */
export const NO_TITLE = 'No Title';
/** Spec 2 §5: the update wording of the invalid-form alert. */
export const UNABLE_TO_UPDATE = 'Unable to update, please review the form for errors.';
