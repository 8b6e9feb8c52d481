/** Shown when Save is pressed with fields that fail validation (spec 1 §8). */
export const UNABLE_TO_SAVE = 'Unable to save, please review the form for errors.';
