import type { SortDirection } from '@/lib/list-query';

/** A named sort of a list's Sort select ("Date New to Old"). */
export interface NamedSort<By extends string = string> {
  by: By;
  direction: SortDirection;
  label: string;
}

/** A sort field's two named directions ("Date New to Old", "Date Old to New"), the first listed first. */
export function sortPair<By extends string>(by: By, first: [SortDirection, string], second: [SortDirection, string]): NamedSort<By>[] {
  return [
    { by, direction: first[0], label: first[1] },
    { by, direction: second[0], label: second[1] },
  ];
}
