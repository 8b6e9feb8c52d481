export const JOB_CREATED = 'Job created.';
export const JOB_SAVED = 'Job saved.';
export const JOB_DELETED = 'Job deleted.';

/** Spec 2 §8: the Delete Job confirmation. */
export const DELETE_JOB_TITLE = 'Delete Job';
export const DELETE_JOB_MESSAGE =
  'This will delete the job and all: proposals, work orders, invoices, payments, images, files and forms associated with the job. This action cannot be undone.';
export const DELETE_JOB_BUTTON = 'Delete Job';

/** Spec 2 §5 and §8. */
export const UNABLE_TO_UPDATE = 'Unable to update, please review the form for errors.';
export const UNSAVED_JOB_ACTION_WARNING = 'The job has unsaved changes. Please save your changes before using this action.';

/** Spec 2 §8: shown on load or after a lookup that ran and failed. */
export const SALES_TAX_ERROR_TITLE = 'Sales Tax Error';
export function salesTaxErrorMessage(status: string | number): string {
  return `There was a problem looking up the sales tax rate for this job. Error code: [${status}]`;
}

/** Spec 2 §2 and §4: recurring jobs. */
export const CONFIRM_JOB_CHANGES_TITLE = 'Confirm Job Changes';
export const UPDATE_JOBS_BUTTON = 'Update Jobs';

/** Spec 2 §2 job view empty states. */
export const NO_JOB_DETAILS = 'No job details have been added.';
export const NO_CUSTOMER_COMMENTS = 'No customer comments';
