import type { LogonAuditRow, Subscription, UserPreference } from '../../src/lib/auth/auth-schemas';

export type { LogonAuditRow, Subscription, UserPreference };

export interface MockUser {
  id: string;
  /** The sign-in name; always the user's email address. */
  username: string;
  /** Plain text in the mock. `null` for an invited user who has not chosen one yet. */
  password: string | null;
  firstName: string;
  lastName: string;
  roleName: string;
  permissions: string[];
  locked: boolean;
  failedAttempts: number;
  personnelContext: string | null;
  completedGuidedTours: string[];
  /** Invited through a get-started link and has not set a password yet. */
  invitedWithoutPassword: boolean;
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
  contractFileName: string | null;
  logo: null;
}

export interface AccessToken {
  token: string;
  userId: string;
  /** ISO date-time. */
  expiresAt: string;
}

export interface RefreshToken {
  token: string;
  userId: string;
  /** ISO date-time. */
  expiresAt: string;
  /** Refresh tokens are single use; a used one is refused. */
  used: boolean;
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

/** Everything the mock backend knows. Plain JSON so it can be persisted as is. */
export interface MockDb {
  schemaVersion: 1;
  /** ISO date-time the seed was built. */
  seededAt: string;
  users: MockUser[];
  /** Preferences per user id. */
  preferences: Record<string, UserPreference[]>;
  systemSettings: SystemSetting[];
  companyInfo: CompanyInfo;
  subscription: Subscription;
  accessTokens: AccessToken[];
  refreshTokens: RefreshToken[];
  resetGuids: ResetGuid[];
  /** Oldest first. */
  logonAudit: LogonAuditRow[];
  /** Oldest first. */
  sentEmails: SentEmail[];
  errorLogs: ErrorLogEntry[];
  feedback: FeedbackEntry[];
  /**
   * Consecutive failed sign-ins keyed by the lower-cased username as typed, so unknown usernames
   * count too and the answers never reveal whether an account exists.
   */
  failedLoginAttempts: Record<string, number>;
}
