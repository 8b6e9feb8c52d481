import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (a pause after the last keystroke before a
 * search or check runs); until then the value it settled on before.
 */
export function useSettledValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
