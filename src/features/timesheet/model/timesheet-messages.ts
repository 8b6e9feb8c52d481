/** The timesheet's toasts and messages (issue 16; the timer toasts are the job editor's of issue 13). */
export const timerToasts = {
  started: 'Timer started.',
  stopped: 'Timer stopped.',
} as const;
