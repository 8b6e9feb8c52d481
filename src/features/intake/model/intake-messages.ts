/** Spec 2 §8 and the intake screens' own confirmations. */
export const INTAKE_CREATED = 'Intake record created.';
export const INTAKE_SAVED = 'Intake record saved.';
export const INTAKE_DELETED = 'Intake record deleted.';
/** Spec 2 §5: actions from appointment lists (and the editor's Schedule) need a saved, unmodified record. */
export const UNSAVED_CHANGES_ACTION_WARNING = 'The job has unsaved changes. Please save your changes before using this action.';

export const SAVE_AND_ADD_JOB_TITLE = 'Save & Add Job';
export const SAVE_AND_ADD_JOB_MESSAGE =
  'The intake record will be saved, the customer and description will be copied into a new job, and you will be redirected to the Add Job page.';

export const DELETE_INTAKE_TITLE = 'Delete Intake Record?';
export const deleteIntakeMessage = (title: string): string =>
  `Delete the intake record \u201c${title}\u201d? Its history, forms and appointments are deleted too. This cannot be undone.`;

export const NO_JOB_NOTE = 'No job has been started from this intake record.';

/** Spec 2 §8: Save pressed with fields that fail validation, on an existing record. */
export const UNABLE_TO_UPDATE = 'Unable to update, please review the form for errors.';
