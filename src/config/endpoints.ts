/**
 * Every product API path, relative to the API base. The client and the mock backend both import
 * this module, so the two cannot drift. `docs/api.md` describes payloads and answers.
 */
/** The calls every job document kind answers (docs/api.md "Job documents"). */
function documentEndpoints<K extends string>(kind: K) {
  return {
    create: `${kind}/Create`,
    get: `${kind}/GetByContext`,
    search: `${kind}/Search`,
    updateStatus: `${kind}/UpdateStatus`,
    createPromotionRequest: `${kind}/CreatePromotionRequest`,
    /** The PDF (query `context`; `purpose=view` records a view in the history). */
    download: `${kind}/Download`,
    email: `${kind}/Email`,
    sendForESign: `${kind}/SendForESign`,
    getHistory: `${kind}/GetHistory`,
    updateInternalNotes: `${kind}/UpdateInternalNotes`,
    /** Query `jobContext` and `context`. */
    delete: `${kind}/Delete`,
  } as const;
}

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
    /** ROOT: the server's error log, newest first (what `LogError` stored). */
    getErrors: 'Logger/GetErrors',
  },
  note: {
    /** The internal notes of customers, jobs and intake in one list (issue 19). */
    search: 'Note/Search',
  },
  feedback: {
    submit: 'Feedback/SubmitFeedback',
  },
  audit: {
    getAuthorizationAudit: 'Audit/GetAuthorizationAudit',
  },
  /** The reports (issue 19): server-side figures from the stored records; RPT_R. */
  report: {
    accountsAging: 'Report/AccountsAging',
    timesheet: 'Report/Timesheet',
    financial: 'Report/Financial',
    recurrenceStatus: 'Report/RecurrenceStatus',
  },
  /** Issue 19: the occurrence reports (report-occurrence-schemas.ts). */
  occurrenceReport: {
    counts: 'Report/Occurrence',
    records: 'Report/OccurrenceRecords',
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
  /** The command palette's one search over every record kind (issue 20; docs/api.md "Global search"). */
  globalSearch: {
    search: 'GlobalSearch/Search',
  },
  customerSearch: {
    search: 'CustomerSearch/Search',
  },
  jobSearch: {
    search: 'JobSearch/Search',
  },
  schedule: {
    getDailySchedule: 'Schedule/GetDailySchedule',
    /** Body `{ start, end, assignedTo }`: the calendar's appointments, tasks due and weather in a range. */
    getRange: 'Schedule/GetRange',
  },
  timesheet: {
    getSnapshot: 'Timesheet/GetSnapshot',
    /** A job's entries and their hours (query `context`: the job). */
    getAllByJobContext: 'Timesheet/GetAllByJobContext',
    /** The signed-in user's running entry, or null. */
    getActiveTimer: 'Timesheet/GetActiveTimer',
    startTimer: 'Timesheet/StartTimer',
    stopTimer: 'Timesheet/StopTimer',
    /** Body `{ start, end, personnelContext? }`: entries in a date range (everyone's for administrators). */
    search: 'Timesheet/Search',
    create: 'Timesheet/Create',
    update: 'Timesheet/Update',
    delete: 'Timesheet/Delete',
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
    create: 'Picklist/Create',
    update: 'Picklist/Update',
    delete: 'Picklist/Delete',
  },
  companyInformation: {
    get: 'CompanyInformation/Get',
    insertOrUpdate: 'CompanyInformation/InsertOrUpdate',
    getLogo: 'CompanyInformation/GetLogo',
    saveLogo: 'CompanyInformation/SaveLogo',
    deleteLogo: 'CompanyInformation/DeleteLogo',
    saveContract: 'CompanyInformation/SaveContract',
    getContract: 'CompanyInformation/GetContract',
    deleteContract: 'CompanyInformation/DeleteContract',
  },
  paymentProvider: {
    getStatus: 'PaymentProvider/GetStatus',
    getAccount: 'PaymentProvider/GetAccount',
    getAccountLinkUrl: 'PaymentProvider/GetAccountLinkUrl',
    unlinkAccount: 'PaymentProvider/UnlinkAccount',
    /** The mock's simulated onboarding completes through this call. */
    completeOnboarding: 'PaymentProvider/CompleteOnboarding',
  },
  systemSettingGroups: {
    getAllPaymentProvider: 'SystemSetting/GetAllPaymentProvider',
    updatePaymentProcessing: 'SystemSetting/UpdatePaymentProcessing',
    /** The customer portal's smallest partial payment (issue 18; portal-schemas.ts). */
    updatePortalMinimumPayment: 'SystemSetting/UpdatePortalMinimumPayment',
    getAllSmtp: 'SystemSetting/GetAllSmtp',
    updateSmtp: 'SystemSetting/UpdateSmtp',
    testSmtp: 'SystemSetting/TestSmtp',
  },
  billing: {
    createCustomerPortal: 'Billing/CreateCustomerPortal',
    /** The mock's simulated billing portal reads its session through this call. */
    getPortalSession: 'Billing/GetPortalSession',
  },
  storage: {
    imageSearch: 'ImageSearch/Search',
    downloadImage: 'DownloadImage',
    deleteImages: 'DeleteImages',
    fileSearch: 'FileSearch/Search',
    deleteFiles: 'DeleteFiles',
    downloadFile: 'DownloadFile',
    getAccountStorage: 'Storage/GetAccountStorage',
  },
  emailHistory: {
    search: 'EmailHistorySearch/Search',
    getByContext: 'EmailHistory/GetByContext',
    getAttachment: 'GetAttachment',
    resend: 'Resend',
  },
  location: {
    /** The company's locations as `{ context, name, active }` by name (the resources' location picklist). */
    getPicklist: 'Location/GetPicklist',
    get: 'Location/GetByContext',
    create: 'Location/Create',
    update: 'Location/Update',
    delete: 'Location/Delete',
    search: 'LocationSearch/Search',
  },
  supplier: {
    get: 'Supplier/GetByContext',
    create: 'Supplier/Create',
    update: 'Supplier/Update',
    delete: 'Supplier/Delete',
    search: 'SupplierSearch/Search',
  },
  customer: {
    get: 'Customer/GetByContext',
    create: 'Customer/Create',
    update: 'Customer/Update',
    delete: 'Customer/Delete',
    /** Defaults for a new job of the customer: jobName, discount, paymentTerm, taxOverride. */
    getJobConfig: 'Customer/GetJobConfig',
    /** Existing customers whose name, telephone or email match a customer about to be created. */
    findDuplicates: 'Customer/FindDuplicates',
    /** The customer's intake, jobs, proposals, invoices, payments and emails, for the customer view. */
    getActivity: 'Customer/GetActivity',
  },
  intake: {
    get: 'Intake/GetByContext',
    create: 'Intake/Create',
    update: 'Intake/Update',
    delete: 'Intake/Delete',
    getHistory: 'Intake/GetHistory',
  },
  intakeSearch: {
    search: 'IntakeSearch/Search',
  },
  bulk: {
    preview: 'Bulk/Preview',
    apply: 'Bulk/Apply',
    undo: 'Bulk/Undo',
  },
  appointment: {
    getAllByIntakeContext: 'Appointment/GetAllByIntakeContext',
    getAllByJobContext: 'Appointment/GetAllByJobContext',
    get: 'Appointment/GetByContext',
    create: 'Appointment/Create',
    update: 'Appointment/Update',
    delete: 'Appointment/Delete',
  },
  /** The technician's day (issue 17; lib/schemas/visit-schemas.ts). Query `date` (yyyy-MM-dd, the client's day). */
  myDay: {
    get: 'MyDay/Get',
  },
  /** A visit step by step (issue 17): each body names the appointment, the moment and the version seen. */
  visit: {
    onMyWay: 'Visit/OnMyWay',
    start: 'Visit/Start',
    finish: 'Visit/Finish',
    /** Appends a work note to the job's internal notes (the intake's notes for an intake visit). */
    addNote: 'Visit/AddNote',
  },
  formTemplate: {
    getAll: 'FormTemplate/GetAll',
    /** Administration (ADMINISTRATOR): every template, active or not, with its use. */
    search: 'FormTemplateSearch/Search',
    get: 'FormTemplate/GetByContext',
    create: 'FormTemplate/Create',
    update: 'FormTemplate/Update',
    setActive: 'FormTemplate/SetActive',
    delete: 'FormTemplate/Delete',
  },
  formInstance: {
    getAllByOwner: 'FormInstance/GetAllByOwner',
    get: 'FormInstance/GetByContext',
    create: 'FormInstance/Create',
    update: 'FormInstance/Update',
    delete: 'FormInstance/Delete',
  },
  job: {
    get: 'Job/GetByContext',
    create: 'Job/Create',
    update: 'Job/Update',
    delete: 'Job/Delete',
    /** Spec 2 §7 "Job processSalesTaxRate": the sales tax rate of the job's service address. */
    processSalesTaxRate: 'Job/ProcessSalesTaxRate',
    /** Spec 2 §3 "Job config from customer" in the job's own shapes (query `customerContext`). */
    getJobConfig: 'Job/GetJobConfig',
  },
  jobRecurrence: {
    create: 'JobRecurrence/Create',
    /** The chain of any of its jobs (query `context`). */
    getChain: 'JobRecurrence/GetChain',
    updateThisJobOnly: 'JobRecurrence/UpdateThisJobOnly',
    updateThisAndAllFutureJobs: 'JobRecurrence/UpdateThisAndAllFutureJobs',
    hasFutureChangesInChain: 'JobRecurrence/HasFutureChangesInChain',
  },
  payment: {
    /** A job's payments (query `context`: the job). */
    getAllByJobContext: 'Payment/GetAllByJobContext',
    /** Record a payment. */
    create: 'Payment/Create',
    /** The payment list (issue 15): filters, sort and paging. */
    search: 'Payment/Search',
  },
  /** Job documents (issue 15; lib/schemas/document-schemas.ts). */
  proposal: documentEndpoints('Proposal'),
  workOrder: documentEndpoints('WorkOrder'),
  invoice: documentEndpoints('Invoice'),
  jobStorage: {
    /** A job's images and files (query `context`: the job). */
    getAllByJobContext: 'JobStorage/GetAllByJobContext',
    upload: 'JobStorage/Upload',
    /** Query `context` (the image or file) and `jobContext`. */
    delete: 'JobStorage/Delete',
  },
  discount: {
    getAll: 'Discount/GetAll',
    create: 'Discount/Create',
    /** Administration (ADMINISTRATOR): change a catalogue entry (jobs keep their copies). */
    update: 'Discount/Update',
    delete: 'Discount/Delete',
  },
  taxOverride: {
    getAll: 'TaxOverride/GetAll',
    create: 'TaxOverride/Create',
    /** Administration (ADMINISTRATOR): change a catalogue entry (jobs keep their copies). */
    update: 'TaxOverride/Update',
    delete: 'TaxOverride/Delete',
  },
  paymentTerm: {
    /** The PaymentTerm picklist with days; edited through the picklist calls. */
    getAll: 'PaymentTerm/GetAll',
  },
  pricebookItem: {
    get: 'PricebookItem/GetByContext',
    create: 'PricebookItem/Create',
    update: 'PricebookItem/Update',
    delete: 'PricebookItem/Delete',
    updateName: 'PricebookItem/UpdateName',
    batchUpdate: 'PricebookItem/BatchUpdate',
    batchDelete: 'PricebookItem/BatchDelete',
    /** Every active item with its category path, vendor and stock, for Export to Excel. */
    getExportList: 'PricebookItem/GetExportList',
    /** Followed by `/{imageGuid}`. */
    getImage: 'PricebookItem/GetImage',
    search: 'PricebookItemSearch/Search',
  },
  pricebookBundle: {
    get: 'PricebookBundle/GetByContext',
    create: 'PricebookBundle/Create',
    update: 'PricebookBundle/Update',
    delete: 'PricebookBundle/Delete',
    getImage: 'PricebookBundle/GetImage',
    search: 'PricebookBundleSearch/Search',
  },
  pricebookCategory: {
    get: 'PricebookCategory/GetByContext',
    create: 'PricebookCategory/Create',
    update: 'PricebookCategory/Update',
    delete: 'PricebookCategory/Delete',
    getList: 'PricebookCategory/GetList',
    /** Query `context`: the category being edited (it and its descendants are left out); none for a new one. */
    getPossibleParents: 'PricebookCategory/GetPossibleParents',
    getImage: 'PricebookCategory/GetImage',
    search: 'PricebookCategorySearch/Search',
  },
  pricebookVendor: {
    get: 'PricebookVendor/GetByContext',
    create: 'PricebookVendor/Create',
    update: 'PricebookVendor/Update',
    delete: 'PricebookVendor/Delete',
    getList: 'PricebookVendor/GetList',
    search: 'PricebookVendorSearch/Search',
  },
  pricebookFavorite: {
    create: 'PricebookFavorite/Create',
    delete: 'PricebookFavorite/Delete',
  },
  jobDetailReconciliation: {
    /** Query `jobContext`. */
    getReconciliationGroup: 'JobDetailReconciliation/GetReconciliationGroup',
    /** Query `jobDetailContext`. */
    getQuantityReconciled: 'JobDetailReconciliation/GetQuantityReconciled',
    reconcile: 'JobDetailReconciliation/Reconcile',
  },
  resource: {
    /** The active resources (trucks, warehouses, equipment) as `{ context, name }`, for pickers. */
    getPicklist: 'Resource/GetPicklist',
    search: 'ResourceSearch/Search',
    get: 'Resource/GetByContext',
    create: 'Resource/Create',
    update: 'Resource/Update',
    delete: 'Resource/Delete',
  },
  resourceAttribute: {
    /** Query `context`: the resource type; the attributes a resource of that type may carry. */
    getByResourceType: 'ResourceAttribute/GetByResourceType',
    /** Administration (issue 19): all of a type's attributes, inactive ones too, with their use. */
    getAllByResourceType: 'ResourceAttribute/GetAllByResourceType',
    create: 'ResourceAttribute/Create',
    update: 'ResourceAttribute/Update',
    delete: 'ResourceAttribute/Delete',
  },
  resourceMaintenance: {
    /** Query `context`: the resource. */
    getAllByResource: 'ResourceMaintenance/GetAllByResource',
    create: 'ResourceMaintenance/Create',
    update: 'ResourceMaintenance/Update',
    delete: 'ResourceMaintenance/Delete',
  },
  resourceStorage: {
    /** Query `context`: the resource; its images and files. */
    getAllByResource: 'ResourceStorage/GetAllByResource',
    upload: 'ResourceStorage/Upload',
    /** Query `context` (the image or file) and `resourceContext`. */
    delete: 'ResourceStorage/Delete',
  },
  task: {
    search: 'TaskSearch/Search',
    get: 'Task/GetByContext',
    create: 'Task/Create',
    update: 'Task/Update',
    delete: 'Task/Delete',
    /** Body `{ context, checklistItemContext, complete }`: one checklist item ticked or cleared. */
    toggleChecklistItem: 'Task/ToggleChecklistItem',
  },
  /**
   * The customer portal (issue 18; lib/schemas/portal-schemas.ts): public calls, the emailed link's
   * token is the credential (query `token` on GET, body `token` on POST). docs/api.md "Customer portal".
   */
  portal: {
    /** The company's name, logo and contact details (no token needed). */
    getBranding: 'Portal/GetBranding',
    getProposal: 'Portal/GetProposal',
    getProposalPdf: 'Portal/GetProposalPdf',
    respondToProposal: 'Portal/RespondToProposal',
    getInvoice: 'Portal/GetInvoice',
    getInvoicePdf: 'Portal/GetInvoicePdf',
    /** A card payment through the simulated provider; send an `Idempotency-Key`. */
    payInvoice: 'Portal/PayInvoice',
  },
  /** Administration: users and roles (issue 19; ADMINISTRATOR; docs/api.md "Administration"). */
  user: {
    search: 'User/Search',
    get: 'User/GetByContext',
    invite: 'User/Invite',
    updateRole: 'User/UpdateRole',
    deactivate: 'User/Deactivate',
    reactivate: 'User/Reactivate',
    unlock: 'User/Unlock',
    sendPasswordReset: 'User/SendPasswordReset',
    resendInvitation: 'User/ResendInvitation',
  },
  role: {
    getAll: 'Role/GetAll',
    get: 'Role/GetByContext',
  },
  weatherEvent: {
    get: 'WeatherEvent/GetByContext',
    create: 'WeatherEvent/Create',
    delete: 'WeatherEvent/Delete',
  },
  /** Live updates (issue 20): other sessions' changes as Server-Sent Events. */
  events: {
    /** A short-lived, single-use ticket for the stream (an `EventSource` cannot send the bearer token). */
    createTicket: 'Events/CreateTicket',
    /** `text/event-stream`; query `ticket` and `lastEventId` (or the `Last-Event-ID` header). */
    stream: 'Events/Stream',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type EndpointPath = Leaves<typeof endpoints>;
