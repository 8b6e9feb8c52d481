/** The fields a user types in or chooses from (MUI's select is a `combobox` element beside a hidden input). */
const FIELD = [
  'input:not([type="hidden"]):not([disabled]):not([aria-hidden="true"]):not([tabindex="-1"])',
  'textarea:not([disabled]):not([aria-hidden="true"]):not([tabindex="-1"])',
  'select:not([disabled])',
  '[role="combobox"]:not(input):not([aria-disabled="true"])',
  '[contenteditable="true"]',
].join(', ');

/** What the field holds: its value, or for MUI's select the value of the hidden input beside it. */
function fieldValue(field: HTMLElement): string {
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked ? 'on' : '';
    return field.value;
  }
  if (field.getAttribute('role') === 'combobox') return field.parentElement?.querySelector<HTMLInputElement>('input[aria-hidden="true"]')?.value ?? field.textContent ?? '';
  return field.textContent ?? '';
}

function isRequired(field: HTMLElement): boolean {
  return field.matches('[required], [aria-required="true"]');
}

function isShown(field: HTMLElement): boolean {
  return field.closest('[hidden], [aria-hidden="true"]') === null;
}

/**
 * The field a step or dialog should put focus on when it opens: the first one that failed
 * validation, else the first required one still empty, else the first empty one, else the first.
 */
export function firstFieldNeedingInput(container: ParentNode): HTMLElement | null {
  const fields = [...container.querySelectorAll<HTMLElement>(FIELD)].filter(isShown);
  const empty = (field: HTMLElement) => fieldValue(field).replace(/\u200b/g, '').trim() === '';
  return (
    fields.find((field) => field.getAttribute('aria-invalid') === 'true') ??
    fields.find((field) => isRequired(field) && empty(field)) ??
    fields.find((field) => empty(field) && !(field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))) ??
    fields[0] ??
    null
  );
}

/** Focuses `firstFieldNeedingInput` unless focus is already on a field of the container (one with autofocus). */
export function focusFirstFieldNeedingInput(container: HTMLElement | null): void {
  if (!container) return;
  const active = container.ownerDocument.activeElement;
  if (active instanceof HTMLElement && container.contains(active) && active.matches(FIELD)) return;
  firstFieldNeedingInput(container)?.focus();
}
