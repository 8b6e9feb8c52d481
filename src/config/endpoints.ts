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
    /** The authentication check: answers the signed-in user's current state. */
    checkAuthentication: 'UserAuthentication/CheckAuthentication',
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
  dashboard: {
    getCompanyNews: 'Dashboard/GetCompanyNews',
    updateCompanyNews: 'Dashboard/UpdateCompanyNews',
  },
  analytics: {
    getFinancialSummary: 'Analytics/GetFinancialSummary',
  },
  intakeSnapshot: {
    getSnapshot: 'IntakeSnapshot/GetSnapshot',
  },
  taskSnapshot: {
    getSnapshot: 'TaskSnapshot/GetSnapshot',
  },
  customerSearch: {
    search: 'CustomerSearch/Search',
  },
  jobSearch: {
    search: 'JobSearch/Search',
  },
  schedule: {
    getDailySchedule: 'Schedule/GetDailySchedule',
  },
  timesheet: {
    getSnapshot: 'Timesheet/GetSnapshot',
  },
  systemSetting: {
    search: 'SystemSetting/Search',
    getAll: 'SystemSetting/GetAll',
    update: 'SystemSetting/Update',
    updateBatch: 'SystemSetting/UpdateBatch',
  },
  guidedTourLog: {
    create: 'GuidedTourLog/Create',
    createCrmRecord: 'GuidedTourLog/CreateCRMRecord',
  },
  picklist: {
    getByKind: 'Picklist/GetByKind',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type EndpointPath = Leaves<typeof endpoints>;
