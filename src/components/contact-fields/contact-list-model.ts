import { withOnePrimary } from '@/lib/schemas/contact-schemas';

/** The group an item's primary flag belongs to: the whole list, or e.g. its address type. */
export type PrimaryGroupOf<T> = (item: T) => string;

const wholeList = (): string => '';

/** Makes the item at `index` the primary of its group; the others of that group stop being primary. */
export function choosePrimary<T extends { primary: boolean }>(items: readonly T[], index: number, groupOf: PrimaryGroupOf<T> = wholeList): T[] {
  const target = items[index];
  if (!target) return [...items];
  const group = groupOf(target);
  return items.map((item, position) => {
    if (groupOf(item) !== group) return item;
    const primary = position === index;
    return item.primary === primary ? item : { ...item, primary };
  });
}

/** Adds an item, primary only when it is the first of its group. */
export function addItem<T extends { primary: boolean }>(items: readonly T[], item: T, groupOf: PrimaryGroupOf<T> = wholeList): T[] {
  const group = groupOf(item);
  const primary = !items.some((other) => groupOf(other) === group);
  return [...items, { ...item, primary }];
}

/** Removes the item at `index`; when it was a primary, the first remaining item of its group takes over. */
export function removeItem<T extends { primary: boolean }>(items: readonly T[], index: number, groupOf: PrimaryGroupOf<T> = wholeList): T[] {
  return withOnePrimary(
    items.filter((_, position) => position !== index),
    groupOf,
  );
}

/**
 * Replaces the item at `index` with `next` (e.g. a new address type). When it moves to another
 * group it joins as primary only if that group had none; the group it left keeps one primary.
 */
export function replaceItem<T extends { primary: boolean }>(items: readonly T[], index: number, next: T, groupOf: PrimaryGroupOf<T> = wholeList): T[] {
  const current = items[index];
  if (!current) return [...items];
  const moved = groupOf(current) !== groupOf(next);
  const others = items.filter((_, position) => position !== index);
  const primary = moved ? !others.some((other) => groupOf(other) === groupOf(next)) : next.primary;
  const replaced = items.map((item, position) => (position === index ? { ...next, primary } : item));
  return withOnePrimary(replaced, groupOf);
}

/** Indexes whose primary flag differs between two versions of a list of the same length. */
export function changedPrimaries<T extends { primary: boolean }>(before: readonly T[], after: readonly T[]): number[] {
  return after.flatMap((item, index) => (before[index]?.primary === item.primary ? [] : [index]));
}
