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

/** The entity of a bulk change (`Bulk/Apply`, issue 20): the request names it ('intake' or 'job'). */
const BULK_ENTITIES: readonly string[] = ['intake', 'job'];

/**
 * The entity and action of a successful call to `endpoint` (`Controller/Action`), or `null` when it
 * changes nothing others see. `body` is the parsed request (a bulk change names its entity there).
 */
export function changeOfEndpoint(endpoint: string, method: string, body?: unknown): Pick<ChangeEvent, 'entity' | 'action'> | null {
  if (method.toUpperCase() === 'GET') return null;
  const [controller = '', action = ''] = endpoint.split('/');
  if (controller === 'Bulk') {
    const entity = body && typeof body === 'object' ? (body as { entity?: unknown }).entity : undefined;
    return action === 'Apply' && typeof entity === 'string' && BULK_ENTITIES.includes(entity) ? { entity: entity as EntityTag, action: 'updated' } : null;
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
