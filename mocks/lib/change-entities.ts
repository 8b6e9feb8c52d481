import type { ChangeEvent } from '../../src/lib/live-updates/change-event';
import type { EntityTag } from '../../src/lib/query-keys';

/**
 * The entity each controller's changes are told as, in the client cache's names (`meta.invalidates`
 * tags). Controllers not listed make no change other sessions see (sign-in, searches, reports, logs,
 * a user's own preferences and favourites, feedback, tours, the portal's customer-side calls).
 */
const controllerEntities: Readonly<Record<string, EntityTag>> = {
  Appointment: 'appointment',
  CompanyInformation: 'company-information',
  Customer: 'customer',
  Discount: 'picklist',
  FormInstance: 'form',
  FormTemplate: 'form',
  Intake: 'intake',
  Invoice: 'document',
  Job: 'job',
  JobDetailReconciliation: 'job',
  JobRecurrence: 'job',
  JobStorage: 'job',
  Location: 'location',
  Payment: 'payment',
  PaymentProvider: 'payment-provider',
  PaymentTerm: 'picklist',
  Picklist: 'picklist',
  PricebookBundle: 'pricebook',
  PricebookCategory: 'pricebook',
  PricebookItem: 'pricebook',
  PricebookVendor: 'pricebook',
  Proposal: 'document',
  Resource: 'resource',
  ResourceAttribute: 'resource',
  ResourceMaintenance: 'resource',
  ResourceStorage: 'resource',
  Role: 'role',
  Storage: 'storage',
  Supplier: 'supplier',
  SystemSetting: 'system-setting',
  Task: 'task',
  TaxOverride: 'picklist',
  Timesheet: 'timesheet',
  User: 'user',
  Visit: 'my-day',
  WeatherEvent: 'schedule',
  WorkOrder: 'document',
};

/** Actions that read, however they are called (a POST search, a PDF download, a history). */
const READ_ACTION = /^(Get|Search|Download|Check|Validate|Preview|Lookup|Export)/;

/** The entity each kind of bulk change (`Bulk/Apply`, `Bulk/Undo`, issue 20) is told as. */
const BULK_ENTITIES: Readonly<Record<string, EntityTag>> = { customer: 'customer', intake: 'intake', job: 'job', task: 'task', invoice: 'document' };

const entityField = (value: unknown): unknown => (value && typeof value === 'object' ? (value as { entity?: unknown }).entity : undefined);

/**
 * The entity and action of a successful call to `endpoint` (`Controller/Action`), or `null` when it
 * changes nothing others see. `body` is the parsed request and `answer` the parsed answer (a bulk
 * change names its entity in the request, its Undo in the answer).
 */
export function changeOfEndpoint(endpoint: string, method: string, body?: unknown, answer?: unknown): Pick<ChangeEvent, 'entity' | 'action'> | null {
  if (method.toUpperCase() === 'GET') return null;
  const [controller = '', action = ''] = endpoint.split('/');
  if (controller === 'Bulk') {
    if (action !== 'Apply' && action !== 'Undo') return null;
    const entity = BULK_ENTITIES[String(entityField(body) ?? entityField(answer))];
    return entity ? { entity, action: 'updated' } : null;
  }
  const entity = controllerEntities[controller];
  if (!entity || READ_ACTION.test(action)) return null;
  const kind = /^(Create|Add|Upload)/.test(action) ? 'created' : /^(Delete|Remove)/.test(action) ? 'deleted' : 'updated';
  return { entity, action: kind };
}

/** The changed record's context and version: from the answer (a saved record), else the request's `context` or body. */
export function changedRecordOf(answer: unknown, query: URLSearchParams, body: unknown): { context: string; version?: number } {
  const fromAnswer = answer && typeof answer === 'object' ? (answer as { context?: unknown; version?: unknown }) : {};
  const fromBody = body && typeof body === 'object' ? (body as { context?: unknown }) : {};
  const context =
    typeof fromAnswer.context === 'string' ? fromAnswer.context : (query.get('context') ?? (typeof fromBody.context === 'string' ? fromBody.context : ''));
  const version = typeof fromAnswer.version === 'number' && typeof fromAnswer.context === 'string' ? fromAnswer.version : undefined;
  return version === undefined ? { context } : { context, version };
}

/**
 * The permissions that let a user see changes of an entity (any one of them); entities not listed are
 * reference data every signed-in user reads (picklists, company information, settings, …).
 */
const entityReadPermissions: Partial<Record<EntityTag, readonly string[]>> = {
  customer: ['CUST_R'],
  intake: ['INTAKE_R'],
  job: ['JOB_R'],
  document: ['PROP_R', 'WO_R', 'INVOICE_R'],
  payment: ['PYMT_R', 'INVOICE_R'],
  appointment: ['SCHED_R'],
  schedule: ['SCHED_R'],
  task: ['TASK_R'],
  pricebook: ['PB_R'],
  resource: ['RES_R'],
  role: ['ADMINISTRATOR'],
  user: ['ADMINISTRATOR'],
  report: ['RPT_R'],
};

/** Whether a user holding `permissions` may be told of a change of `entity` (an event stream sends only those). */
export function maySeeChange(permissions: readonly string[], entity: EntityTag): boolean {
  const needed = entityReadPermissions[entity];
  return !needed || needed.some((code) => permissions.includes(code));
}
