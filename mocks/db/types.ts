import type { LogonAuditRow, Subscription, UserPreference } from '../../src/lib/auth/auth-schemas';
import type { Address, Email, Telephone } from '../../src/lib/schemas/common-schemas';
import type { IntakeStatus, TaskPriority, TaskStatus } from '../../src/lib/schemas/dashboard-schemas';
import type { VisitStatus } from '../../src/lib/schemas/visit-schemas';
import type { PicklistKind } from '../../src/lib/schemas/picklist-schemas';
import type { BillingPortalSession, PaymentProviderAccount } from './payment-provider-types';
import type { StoredCompanyFile } from './company-information-types';
import type { MockLocation, MockSupplier } from './location-types';
import type {
  MockInventoryLevel,
  MockPricebookBundle,
  MockPricebookCategory,
  MockPricebookFavorite,
  MockPricebookImage,
  MockPricebookVendor,
  MockReconciliation,
  MockResource,
} from './pricebook-types';
import type { StoredObject } from './storage-types';
import type { PortalToken } from './portal-types';
import type { FormInstance, FormTemplate } from './form-types';
import type { Invoice, Proposal, WorkOrder } from './document-types';
import type { MockResourceAttribute, MockResourceMaintenance } from './resource-types';
import type { WeatherEventType, WeatherTimeOfDay } from '../../src/lib/schemas/schedule-schemas';

export type { Address, Email, IntakeStatus, LogonAuditRow, PicklistKind, Subscription, TaskPriority, TaskStatus, Telephone, UserPreference, VisitStatus };

export interface MockUser {
  id: string;
  /** The sign-in name; always the user's email address. */
  username: string;
  /** Plain text in the mock. `null` for an invited user who has not chosen one yet. */
  password: string | null;
  firstName: string;
  lastName: string;
  /** The user's role (`MockRole.context`). */
  roleContext: string;
  /**
   * The permissions the user holds: the role's, copied when the role is given (invite, change of
   * role) so that the next token refresh carries them. Tests may narrow them for one user.
   */
  permissions: string[];
  /** Deactivated users cannot sign in and their sessions end. */
  active: boolean;
  /** ISO date-time of the last successful sign-in. */
  lastSignInAt: string | null;
  /** ISO date-time of the invitation (`null` for the seeded founders). */
  invitedAt: string | null;
  /** Bumped by every administrator change (role, deactivate, reactivate, unlock). */
  version: number;
  locked: boolean;
  failedAttempts: number;
  personnelContext: string | null;
  completedGuidedTours: string[];
  /** Invited through a get-started link and has not set a password yet. */
  invitedWithoutPassword: boolean;
}

/** A role (issue 19): a named set of permission codes that users reference. */
export interface MockRole {
  context: string;
  name: string;
  description: string;
  permissions: string[];
}

export type SystemSettingCategory =
  | 'DASHBOARD'
  | 'PAGING'
  | 'TAX'
  | 'INTAKE'
  | 'INVOICE'
  | 'JOB'
  | 'PROPOSAL'
  | 'SCHEDULING'
  | 'WORKORDER'
  /** Card payment provider settings; served by the payment provider calls, not the preferences screen. */
  | 'PAYMENT'
  /** Outgoing email server settings; served by the SMTP calls, not the preferences screen. */
  | 'EMAIL';

export type SystemSettingEditorType = 'INPUT_NUMBER' | 'TEXTAREA' | 'YES_NO' | 'PERSONNEL' | 'PAGINATION';

export interface SystemSetting {
  code: string;
  name: string;
  description: string;
  /** Always text, as the client sends it. */
  value: string;
  category: SystemSettingCategory;
  editorType: SystemSettingEditorType;
}

export interface CompanyInfo {
  companyName: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  postalCode: string;
  telephone: string;
  fax: string;
  email: string;
  /** `#rrggbb` or empty (issue 18: the customer portal's colour). */
  brandColor?: string;
  contractFileName: string | null;
  logo: null;
}

export interface AccessToken {
  token: string;
  userId: string;
  /** ISO date-time. */
  expiresAt: string;
  /** The sign-in this token descends from (see `RefreshToken.family`). */
  family: string;
}

export interface RefreshToken {
  token: string;
  userId: string;
  /** ISO date-time. */
  expiresAt: string;
  /** Refresh tokens are single use; a used one is refused, and presenting it again revokes its family. */
  used: boolean;
  /**
   * One sign-in's chain of rotated tokens: every access and refresh token issued from the same login.
   * A reused refresh token (stolen, or replayed) revokes the whole family, its successors included.
   */
  family: string;
}

export type ResetGuidKind = 'reset' | 'get-started';

export interface ResetGuid {
  guid: string;
  userId: string;
  kind: ResetGuidKind;
  valid: boolean;
}

export interface EmailParty {
  personName: string;
  emailAddress: string;
}

export interface EmailAttachment {
  context: string;
  filename: string;
  /** MIME type served by `GetAttachment` (default application/octet-stream). */
  contentType?: string;
  /** The attachment's bytes, base64, so the db stays plain JSON. */
  data?: string;
}

export interface EmailCustomerSummary {
  context: string;
  customerName: string;
  subCustomerName: string | null;
}

/** A sent email, in the shape Email History reads. */
export interface SentEmail {
  context: string;
  subject: string;
  /** ISO date-time. */
  sent: string;
  sentByName: string;
  from: EmailParty[];
  to: EmailParty[];
  cc: EmailParty[];
  bcc: EmailParty[];
  /** HTML. */
  body: string;
  attachments: EmailAttachment[];
  customerSummary: EmailCustomerSummary | null;
  hasParent: boolean;
  hasChild: boolean;
  /** The email this one resends (`POST Resend`); absent or `null` for an original. */
  parentContext?: string | null;
}

export interface ErrorLogEntry {
  context: string;
  /** ISO date-time. */
  loggedAt: string;
  userId: string;
  username: string;
  message: string;
  stack: string | null;
  userAgent: string;
  /** The client build's version, from the `VersionKey` header. */
  clientVersion: string | null;
}

export interface FeedbackEntry {
  context: string;
  /** ISO date-time. */
  submittedAt: string;
  userId: string;
  type: string;
  details: string;
  submittedBy: { name: string; email: string };
}

/** A picklist value. Personnel are not stored here (see `personnel`). */
export interface PicklistEntry {
  context: string;
  kind: Exclude<PicklistKind, 'Personnel'>;
  text: string;
  active: boolean;
  order: number;
  isDefault: boolean;
  /** PaymentTerm only: days until payment is due. */
  dueDays?: number;
}

/** A member of staff; schedulable and assignable. Users with a login link to one through personnelContext. */
export interface Personnel {
  context: string;
  firstName: string;
  lastName: string;
  active: boolean;
  email: string;
  telephone: string;
  /** Calendar colour, #rrggbb. */
  color: string;
}

export type CustomerType = 'Person' | 'Company';

export interface Customer {
  context: string;
  customerType: CustomerType;
  /** Person customers (and a company's contact person). */
  firstName: string;
  lastName: string;
  /** Company customers. */
  companyName: string;
  active: boolean;
  /** Set for a sub-customer: a property or site of the parent customer. */
  parentContext: string | null;
  addresses: Address[];
  telephoneList: Telephone[];
  emailList: Email[];
  notes: string;
  /** Defaults for the customer's new jobs (`getJobConfig`). */
  jobConfig: {
    jobNamePattern: string;
    /** Percent, 0–100. */
    discount: number;
    paymentTermContext: string | null;
    /** Percent sales tax replacing the looked-up rate; `null` for none. */
    taxOverride: number | null;
  };
  dateCreated: string;
  dateModified: string;
  version: number;
}

/** A record a user opened or saved, for `recentlyUsed` searches. */
export interface RecentUse {
  userId: string;
  kind: 'customer' | 'job' | 'intake' | 'task';
  context: string;
  /** ISO date-time. */
  at: string;
}

export interface Intake {
  context: string;
  /** ISO date-time of the call. */
  dateTime: string;
  status: IntakeStatus;
  /** Shown as Title. */
  description: string;
  /** Shown as Description. */
  notes: string;
  intakeTypeContext: string;
  intakeSourceContext: string | null;
  adSourceContext: string | null;
  assignedToContext: string | null;
  needsCallback: boolean;
  customerContext: string;
  serviceAddressContext: string | null;
  /** ISO date-time the status became Complete or Cancelled. */
  closedAt: string | null;
  dateCreated: string;
  dateModified: string;
  version: number;
}

export interface IntakeHistoryEntry {
  context: string;
  intakeContext: string;
  dateTime: string;
  userName: string;
  field: string;
  oldValue: string;
  newValue: string;
}

export type JobDetailType = 'Service' | 'Labor' | 'Item' | 'Subtotal' | 'Bundle';

export interface PriceDetail {
  /** Unit cost; `null` for none. */
  cost: number | null;
  /** Percent over cost; `null` for none. */
  markup: number | null;
  price: number;
  quantity: number;
  total: number;
  nonTaxable: boolean;
}

/** A job line (spec 3 §3 JobDetail); money rounded to cents. */
export interface JobDetail {
  guid: string;
  /** The job the line belongs to. */
  jobContext: string;
  parentGuid: string | null;
  jobDetailType: JobDetailType;
  context: string;
  /** 1-based. */
  order: number;
  invoiceId: string | null;
  name: string;
  description: string;
  pricebookItemContext: string | null;
  /** The flat rate bundle a Bundle row came from. */
  pricebookBundleContext?: string | null;
  /** Service rows: the service group; absent is ''. */
  jobServiceGroup?: string;
  hours: number;
  priceDetail: PriceDetail;
  /** Item rows: the quantity already reconciled to inventory (spec 3 §5); absent is 0. */
  quantityReconciled?: number;
}

/** A job's discount: its own copy of a discount catalogue entry (spec 3 §3 Discount). */
export interface JobDiscount {
  /** The catalogue entry (`discounts`) it was copied from. */
  context: string;
  description: string;
  discountType: 'Amount' | 'Percentage';
  /** Dollars for Amount, percent for Percentage. */
  value: number;
}

/** A job's tax override: its own copy of a catalogue entry (spec 3 §3 Tax override). */
export interface JobTaxOverride {
  context: string;
  description: string;
  /** Percent (8.25). */
  taxRate: number;
}

/** Spec 2 §3 salesTaxRate: the looked-up rate (a fraction) and the address and outcome of the lookup. */
export interface StoredSalesTaxRate {
  rate: number;
  city: string;
  state: string;
  postalCode: string;
  didLookupExecute: boolean;
  didLookupSucceed: boolean;
  lookupStatus: number | null;
}

/** A job's figures from the job calculation module, rounded half up to cents (`taxRate` is a percent). */
export interface StoredJobTotals {
  cost: number;
  subtotal: number;
  discount: number;
  taxRate: number;
  taxableAmount: number;
  tax: number;
  total: number;
}

/** A discount of the catalogue the Discount dialog picks from. */
export interface DiscountEntry extends JobDiscount {
  dateCreated: string;
}

/** A tax override of the catalogue the Tax override dialog picks from. */
export interface TaxOverrideEntry extends JobTaxOverride {
  dateCreated: string;
}

/** The rule a recurring job's chain was made with (`JobRecurrence/Create`). */
export interface JobChain {
  chainId: string;
  /** `null` for chains made before rules were kept. */
  rule: {
    frequency: 'Daily' | 'Weekly' | 'Monthly' | 'Yearly';
    interval: number;
    weekDays: ('SU' | 'MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA')[];
    count: number | null;
    until: string | null;
  } | null;
  displayText: string;
  /** The first appointment's start and end (ISO) and whether occurrences are all day. */
  startDate: string;
  endDate: string;
  allDay: boolean;
  participantContexts: string[];
  dateCreated: string;
}

export interface Job {
  context: string;
  /** Sequential job number. */
  number: number;
  name: string;
  description: string;
  jobTypeContext: string;
  jobStatusContext: string;
  serviceCustomerContext: string;
  billingCustomerContext: string;
  serviceAddressContext: string | null;
  billingAddressContext: string | null;
  /** The intake the job was started from. */
  intakeContext: string | null;
  discount: JobDiscount | null;
  /** A `PaymentTerm` picklist value (the payment term catalogue). */
  paymentTermContext: string | null;
  taxOverride: JobTaxOverride | null;
  /** The looked-up sales tax of the service address (a fraction) and how the lookup went. */
  salesTaxRate: StoredSalesTaxRate;
  /** Worked out with the job calculation module on every save; absent (the large seed) is worked out when read. */
  totals?: StoredJobTotals;
  poNumber: string;
  releaseNumber: string;
  tagContexts: string[];
  internalNotes: string;
  recurring: boolean;
  chainId: string | null;
  /** An occurrence of a chain edited on its own since the chain was made or last updated for all future. */
  changedInChain?: boolean;
  /** ISO date-time the job was created. */
  dateTime: string;
  dateModified: string;
  version: number;
  /** The good / better / best option the customer chose on one of the job's proposals (issue 20); absent or `null` for none. */
  chosenProposalOption?: { proposalContext: string; proposalNumber: number; optionId: string; optionName: string } | null;
}

export type PricebookItemType = 'Item' | 'Labor' | 'Service';

/** A pricebook item (spec 3 §3 PricebookItem); money rounded to cents. */
export interface PricebookItem {
  context: string;
  active: boolean;
  name: string;
  description: string;
  itemType: PricebookItemType;
  /** `null` for none. */
  cost: number | null;
  /** Percent over cost; `null` for none (with a cost, the price is cost plus this percentage). */
  markup: number | null;
  price: number;
  /** A pricebook vendor (`pricebookVendors`); Service and Labor items have none. */
  vendorContext: string | null;
  /** A pricebook category (`pricebookCategories`). */
  categoryContext: string | null;
  modelNumber: string;
  partNumber: string;
  nonTaxable: boolean;
  /** `null` or 0: no reorder point. */
  reorderQuantity: number | null;
  imageGuid: string | null;
  dateCreated: string;
  dateModified: string;
  version: number;
}

export type AppointmentType = 'Estimate' | 'Visit' | 'Job';

export interface Appointment {
  context: string;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  allDay: boolean;
  appointmentType: AppointmentType;
  jobContext: string | null;
  intakeContext: string | null;
  customerContext: string | null;
  addressContext: string | null;
  participantContexts: string[];
  chainId: string | null;
  recurrenceRuleText: string | null;
  workOrderContexts: string[];
  /** Bumped by every update; an update that names an older version gets 409 (absent: 0). */
  version?: number;
  /** How far the technician is with the visit (issue 17; absent: Scheduled). Visit steps leave `version` alone. */
  visitStatus?: VisitStatus;
  /** ISO date-times of the visit's steps (absent or `null` until taken). */
  onMyWayAt?: string | null;
  startedAt?: string | null;
  finishedAt?: string | null;
}

/**
 * A mutation's answer kept for its `Idempotency-Key` (issue 17): the same key from the same user
 * answers it again instead of running the call twice. Kept 7 days.
 */
export interface IdempotencyRecord {
  userId: string;
  key: string;
  /** The endpoint the key was used on (`Visit/AddNote`). */
  endpoint: string;
  status: number;
  contentType: string;
  body: string;
  /** ISO date-time it was stored. */
  at: string;
}

/** A text message "sent" to a customer's mobile (the SMS outbox; On My Way when no email is on file). */
export interface TextMessage {
  context: string;
  /** The telephone number it went to. */
  to: string;
  body: string;
  /** ISO date-time. */
  sent: string;
  customerContext: string | null;
  sentByName: string;
}

/** Spec 2 §3 Weather event: weather that stops or slows field work, shown on the schedule. */
export interface WeatherEvent {
  context: string;
  type: WeatherEventType;
  /** ISO date-time: its day, and its hour unless All Day. */
  dateTime: string;
  timeOfDay: WeatherTimeOfDay;
  dateCreated: string;
}

export interface ChecklistItem {
  context: string;
  description: string;
  complete: boolean;
}

export interface Task {
  context: string;
  title: string;
  taskTypeContext: string | null;
  assignedToContext: string | null;
  /** Due date for open tasks, completion date for complete ones. */
  completeDate: string | null;
  completeType: 'By' | 'On';
  status: TaskStatus;
  notes: string;
  details: string;
  priority: TaskPriority;
  checklist: ChecklistItem[];
  customerContext: string | null;
  jobContext: string | null;
  /** The intake the task belongs to (its customer is the intake's). */
  intakeContext: string | null;
  dateCreated: string;
  dateModified: string;
  /** Bumped by every change; an update with an older one answers 409. */
  version: number;
}

export type { CustomerResponse, DocumentLine, DocumentTotals, Invoice, Proposal, ProposalStatus, StoredDocument, StoredDocumentBase, StoredDocumentHistoryEntry, WorkOrder, WorkOrderStatus } from './document-types';

export type PaymentMethod = 'Cash' | 'Check' | 'Credit Card' | 'ACH';

export interface Payment {
  context: string;
  jobContext: string;
  invoiceContext: string | null;
  /** ISO date-time received. */
  date: string;
  amount: number;
  method: PaymentMethod;
  /** Check number or card authorization. */
  checkAuthNumber: string;
  notes: string;
}

export interface TimesheetEntry {
  context: string;
  personnelContext: string;
  jobContext: string | null;
  /** The task of a Task entry (issue 16). */
  taskContext?: string | null;
  entryType: 'Job' | 'Task' | 'Shop' | 'Travel' | 'Training';
  startDate: string;
  /** `null` while the clock is running. */
  endDate: string | null;
  notes: string;
}

export interface GuidedTourLogEntry {
  context: string;
  userId: string;
  guidedTourName: string;
  /** `null` for the Create call (tour started); otherwise e.g. `Step 2 VIEWED`, `FINISHED TOUR`, `CANCELED`. */
  descriptor: string | null;
  at: string;
}

/** A user's preference, one record per user and key. */
export interface StoredPreference {
  userId: string;
  key: string;
  value: string;
}

/**
 * Consecutive failed sign-ins of the lower-cased username as typed, so unknown usernames count too
 * and the answers never reveal whether an account exists.
 */
export interface FailedLoginCount {
  username: string;
  count: number;
}

/** A logon audit row as stored: the report's row and a key of its own. */
export interface LogonAuditEntry extends LogonAuditRow {
  context: string;
}

export type SeedKind = 'small' | 'large';

/** Everything the mock backend knows, as plain data: what a seed builds and the store is loaded from. */
export interface MockData {
  /** `MOCK_DB_SCHEMA_VERSION` in seed.ts; stored data of another version is replaced by a fresh seed. */
  schemaVersion: 17;
  seedKind: SeedKind;
  /** ISO date-time the seed was built. */
  seededAt: string;
  users: MockUser[];
  /** Roles users reference (issue 19). */
  roles: MockRole[];
  userPreferences: StoredPreference[];
  systemSettings: SystemSetting[];
  companyInfo: CompanyInfo;
  /** The company's logo and contract (CompanyInformation/SaveLogo, SaveContract). */
  companyFiles: StoredCompanyFile[];
  subscription: Subscription;
  accessTokens: AccessToken[];
  refreshTokens: RefreshToken[];
  resetGuids: ResetGuid[];
  /** Oldest first. */
  logonAudit: LogonAuditEntry[];
  /** Oldest first. */
  sentEmails: SentEmail[];
  errorLogs: ErrorLogEntry[];
  feedback: FeedbackEntry[];
  failedLoginAttempts: FailedLoginCount[];
  picklists: PicklistEntry[];
  personnel: Personnel[];
  customers: Customer[];
  recentUses: RecentUse[];
  intakes: Intake[];
  intakeHistory: IntakeHistoryEntry[];
  jobs: Job[];
  /** Job lines (spec 3 §3 JobDetail), each with its job's context. */
  jobDetails: JobDetail[];
  /** The discounts the Discount dialog offers. */
  discounts: DiscountEntry[];
  /** The tax overrides the Tax override dialog offers. */
  taxOverrides: TaxOverrideEntry[];
  /** Recurring jobs' chains and their rules. */
  jobChains: JobChain[];
  pricebookItems: PricebookItem[];
  pricebookBundles: MockPricebookBundle[];
  pricebookCategories: MockPricebookCategory[];
  pricebookVendors: MockPricebookVendor[];
  /** Each user's favorite pricebook entries. */
  pricebookFavorites: MockPricebookFavorite[];
  /** Stock of pricebook items on resources. */
  inventoryLevels: MockInventoryLevel[];
  /** What jobs' Item details took from stock levels. */
  reconciliations: MockReconciliation[];
  /** Images of pricebook items, bundles and categories. */
  pricebookImages: MockPricebookImage[];
  /** Trucks, warehouses and equipment. */
  resources: MockResource[];
  /** The attributes each resource type offers. */
  resourceAttributes: MockResourceAttribute[];
  /** Resources' maintenance logs. */
  resourceMaintenance: MockResourceMaintenance[];
  /** Weather on the schedule (spec 2 §3 Weather event). */
  weatherEvents: WeatherEvent[];
  appointments: Appointment[];
  tasks: Task[];
  proposals: Proposal[];
  workOrders: WorkOrder[];
  invoices: Invoice[];
  payments: Payment[];
  timesheetEntries: TimesheetEntry[];
  guidedTourLogs: GuidedTourLogEntry[];
  locations: MockLocation[];
  suppliers: MockSupplier[];
  /** The account's images and files (storage-types.ts). */
  storageItems: StoredObject[];
  /** The card payment provider account (spec 1 §3, §4). */
  paymentProviderAccount: PaymentProviderAccount;
  billingPortalSessions: BillingPortalSession[];
  formTemplates: FormTemplate[];
  /** Forms filled on intake, jobs and resources. */
  formInstances: FormInstance[];
  /** Answers kept for mutations sent with an `Idempotency-Key` (issue 17). */
  idempotencyRecords: IdempotencyRecord[];
  /** Customer portal link tokens (issue 18). */
  portalTokens: PortalToken[];
  /** Text messages "sent" to customers, oldest first. */
  textMessages: TextMessage[];
}
