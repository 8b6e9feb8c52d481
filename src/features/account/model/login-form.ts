import { loginFormSchema, type LoginFormValues } from './account-form-schemas';

export type LoginFieldErrors = Partial<Record<keyof LoginFormValues, string>>;

/** The first message of each invalid field of the login form, or none when it may be submitted. */
export function validateLoginForm(values: LoginFormValues): LoginFieldErrors {
  const result = loginFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: LoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
