import { useEffect, useState } from 'react';
import { elapsedText } from '../model/timesheet-period';

/** `1h 05m` since `startDate`, ticking every 15 seconds while shown; '' without a start. */
export function useElapsed(startDate: string | null | undefined): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!startDate) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, [startDate]);
  return startDate ? elapsedText(now - Date.parse(startDate)) : '';
}
