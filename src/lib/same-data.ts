/**
 * Whether two JSON-like values (primitives, arrays, plain objects) hold the same data: a form that
 * clones its values on every change (react-hook-form) hands back equal records as new objects, and a
 * list keeps the rows of those records (and skips rendering them) when their data is the same.
 * `undefined` and a missing key are the same.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => sameData(item, other[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameData(left[key], right[key])) return false;
  return true;
}
