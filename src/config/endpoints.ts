/**
 * Every product API path, relative to the API base. The client and the mock backend both import
 * this module, so the two cannot drift. `docs/api.md` describes payloads and answers.
 */
export const endpoints = {
  auth: {
    authenticate: 'UserAuthentication/Authenticate',
    refreshToken: 'UserAuthentication/RefreshToken',
    emailResetLink: 'UserAuthentication/EmailResetLink',
    validateResetGuid: 'UserAuthentication/ValidateResetGuid',
    resetPassword: 'UserAuthentication/ResetPassword',
    changePassword: 'UserAuthentication/ChangePassword',
    logout: 'UserAuthentication/Logout',
  },
  userPreference: {
    getAll: 'UserPreference/GetAll',
    update: 'UserPreference/Update',
    updateBatch: 'UserPreference/UpdateBatch',
  },
  logger: {
    logError: 'Logger/LogError',
  },
  feedback: {
    submit: 'Feedback/SubmitFeedback',
  },
  audit: {
    getAuthorizationAudit: 'Audit/GetAuthorizationAudit',
  },
  account: {
    getSubscription: 'Account/GetSubscription',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type EndpointPath = Leaves<typeof endpoints>;
