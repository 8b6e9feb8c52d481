/**
 * Repeat suppression for reporting unhandled client errors: each distinct message is reported up
 * to 5 times, then once more marked "Possible infinte loop", then never; the tracking list is
 * trimmed by its 10 oldest entries when it reaches 500.
 */
export const MAX_REPORTS_PER_MESSAGE = 5;
export const TRACKING_LIST_LIMIT = 500;
export const TRACKING_LIST_TRIM = 10;
export const INFINITE_LOOP_MARK = 'Possible infinte loop';

export interface ErrorReport {
  message: string;
  stack: string | null;
}

export interface ErrorReportTracker {
  /** Returns what to send for this error, or null when it must not be sent. */
  next(message: string, stack: string | null): ErrorReport | null;
  size(): number;
}

export function createErrorReportTracker(): ErrorReportTracker {
  let tracked: string[] = [];
  return {
    next(message, stack) {
      const seen = tracked.filter((item) => item === message).length;
      if (seen > MAX_REPORTS_PER_MESSAGE) return null;
      if (tracked.length >= TRACKING_LIST_LIMIT) tracked = tracked.slice(TRACKING_LIST_TRIM);
      tracked.push(message);
      if (seen === MAX_REPORTS_PER_MESSAGE) {
        return { message: `${INFINITE_LOOP_MARK}: ${message}`, stack };
      }
      return { message, stack };
    },
    size() {
      return tracked.length;
    },
  };
}
