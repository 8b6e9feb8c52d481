/** Query keys of the email server page. */
export const smtpKeys = {
  all: ['smtp'] as const,
  settings: () => ['smtp', 'settings'] as const,
};
