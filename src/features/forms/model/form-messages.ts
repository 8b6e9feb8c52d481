/** Toasts, headings and notes of the forms section. */
export const FORM_SAVED = 'Form saved.';
export const FORM_DELETED = 'Form deleted.';
export const NO_FORMS = 'No forms yet.';
export const NO_TEMPLATES = 'No form templates are available.';
export const UNSAVED_FORM_TITLE = 'Discard Changes?';
export const UNSAVED_FORM_MESSAGE = 'You have unsaved answers in this form. If you close it they will be lost.';
export const REQUIRED_NOTE = 'Fields marked * are required.';

/** Shown when Save is pressed with answers that fail validation. */
export { UNABLE_TO_SAVE } from '@/lib/form-messages';

/** Shown instead of the list while the owner record has not been saved. */
export function saveOwnerFirstText(ownerKind: 'Intake' | 'Job' | 'Resource'): string {
  const owner = ownerKind === 'Intake' ? 'intake' : ownerKind === 'Job' ? 'job' : 'resource';
  return `Save the ${owner} to add forms.`;
}

/** The form was deleted by someone else while it was open. */
export const FORM_GONE_TEXT = 'This form no longer exists: someone else deleted it. Your answers could not be saved.';

/** A form that could not be opened (deleted meanwhile). */
export const FORM_NOT_FOUND_TEXT = 'This form could not be opened. Someone else may have deleted it.';
