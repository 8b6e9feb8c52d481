import { MULTI_SELECT_SEPARATOR } from '@/lib/schemas/settings-schemas';

/** The options a multi-select value holds (`Open;In Progress` → `['Open', 'In Progress']`). */
export function parseMultiSelectValue(value: string): string[] {
  return value
    .split(MULTI_SELECT_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The checked options of a multi-select editor, in option order. */
export function checkedOptions(value: string, options: readonly string[]): string[] {
  const selected = new Set(parseMultiSelectValue(value));
  return options.filter((option) => selected.has(option));
}

/**
 * True when `option` is the only checked option: it cannot be unchecked, because a multi-select
 * preference must keep at least one option checked (spec 1 §4).
 */
export function isLastCheckedOption(checked: readonly string[], option: string): boolean {
  return checked.length === 1 && checked[0] === option;
}

/**
 * The value after checking or unchecking `option`, joined by semicolons in option order; `null`
 * when the change would leave nothing checked (the change is refused).
 */
export function toggleMultiSelectValue(value: string, options: readonly string[], option: string, checked: boolean): string | null {
  const current = new Set(checkedOptions(value, options));
  if (checked) current.add(option);
  else current.delete(option);
  const next = options.filter((candidate) => current.has(candidate));
  return next.length === 0 ? null : next.join(MULTI_SELECT_SEPARATOR);
}
