import { useSearchParams } from 'react-router-dom';

/**
 * The report's filters in the address query: read them from `params`; `update` sets (or, with '' or
 * `null`, removes) some and keeps the rest. Dates typed into a field replace the current history
 * entry; a choice adds one, so Back returns to the report as it was.
 */
export function useReportFilters() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>, options: { replace?: boolean } = {}) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: options.replace ?? false },
    );
  };
  return { params, update };
}
