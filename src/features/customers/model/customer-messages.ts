/** Toasts and dialog words of the customer pages. */
export const CUSTOMER_CREATED = 'Customer created.';
export const CUSTOMER_UPDATED = 'Customer updated.';
export const CUSTOMER_DELETED = 'Customer deleted.';

export const DUPLICATE_DIALOG_TITLE = 'Possible Duplicate Customer';
export const OPEN_EXISTING_CUSTOMER = 'Open Existing Customer';
export const USE_EXISTING_CUSTOMER = 'Use Existing Customer';
export const CREATE_ANYWAY = 'Create Anyway';

export { UNABLE_TO_SAVE } from '@/lib/form-messages';
