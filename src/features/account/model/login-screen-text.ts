/**
 * The login screen's words (spec 1 §2, Login and password screens). The React login page and the
 * static login frame that index.html shows before the scripts run both take them from here.
 */
export const loginScreenText = {
  /** The shell's first tab stop (src/features/shell/components/skip-link.tsx), in the frame too. */
  skipToContent: 'Skip to content',
  heading: 'Log In',
  email: 'Email',
  password: 'Password',
  forgotPassword: 'Forgot Password',
  submit: 'Log In',
  version: (version: string) => `Version ${version}`,
} as const;
