/** Toasts of the location pages. */
export const LOCATION_SAVED = 'Location saved.';
export const LOCATION_DELETED = 'Location deleted.';

/** Shown when Save is pressed with fields that fail validation (the spec's wording for settings forms). */
export { UNABLE_TO_SAVE } from '@/lib/form-messages';
