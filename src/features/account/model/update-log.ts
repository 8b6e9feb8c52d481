export interface UpdateLogEntry {
  version: string;
  date: string;
  changes: string[];
}

/** What changed in each release; shown under the version label on the login screen. */
export const updateLog: UpdateLogEntry[] = [
  {
    version: '0.1.0',
    date: '2026-11-22',
    changes: [
      'Sign in, password reset and first-time account set-up.',
      'Navigation by permission on desktop and phone.',
      'Change your password and send us feedback from the user menu.',
    ],
  },
];
