/** Toasts and texts of the administration pages (form templates, discounts and tax overrides). */
export const FORM_TEMPLATE_SAVED = 'Form template saved.';
export const FORM_TEMPLATE_DELETED = 'Form template deleted.';
export const DISCOUNT_SAVED = 'Discount saved.';
export const DISCOUNT_DELETED = 'Discount deleted.';
export const TAX_OVERRIDE_SAVED = 'Tax override saved.';
export const TAX_OVERRIDE_DELETED = 'Tax override deleted.';
export const NO_FIELDS_YET = 'No fields yet. Add a field of the kind the form needs.';
export const OPTIONS_HINT = 'One option a line.';

export function usedByText(count: number): string {
  return count === 1 ? '1 form' : `${count} forms`;
}

/** The toast after Make Active or Make Inactive on the template list. */
export function templateActivatedText(name: string, active: boolean): string {
  return active ? `${name} is active: it is offered when adding a form.` : `${name} is inactive: it is no longer offered when adding a form.`;
}
