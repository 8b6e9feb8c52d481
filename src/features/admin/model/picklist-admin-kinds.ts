import type { EditablePicklistKind } from '@/lib/schemas/picklist-edit-schemas';

export interface PicklistAdminKind {
  kind: EditablePicklistKind;
  /** The list's name ("Job Types"). */
  plural: string;
  /** One value's name ("Job Type"). */
  singular: string;
  /** Where the values are used, for the page's one-line explanation. */
  usedFor: string;
}

/** The picklists an administrator edits, in the page's order, grouped by area. */
export const picklistAdminKinds: readonly PicklistAdminKind[] = [
  { kind: 'JobType', plural: 'Job Types', singular: 'Job Type', usedFor: 'The kind of work a job is.' },
  { kind: 'JobStatus', plural: 'Job Statuses', singular: 'Job Status', usedFor: 'Where a job stands; the job list filters by them.' },
  { kind: 'JobTag', plural: 'Job Tags', singular: 'Job Tag', usedFor: 'Labels that mark jobs for follow-up and search.' },
  { kind: 'PaymentTerm', plural: 'Payment Terms', singular: 'Payment Term', usedFor: 'When an invoice is due, in days; exactly one is the default for new jobs.' },
  { kind: 'IntakeType', plural: 'Intake Types', singular: 'Intake Type', usedFor: 'What a caller asks for when intake is taken.' },
  { kind: 'IntakeSource', plural: 'Intake Sources', singular: 'Intake Source', usedFor: 'How the request reached you: phone, web form, email.' },
  { kind: 'AdSource', plural: 'Ad Sources', singular: 'Ad Source', usedFor: 'Which advertising brought the customer.' },
  { kind: 'TaskType', plural: 'Task Types', singular: 'Task Type', usedFor: 'The kinds of tasks people are given.' },
  { kind: 'SupplierType', plural: 'Supplier Types', singular: 'Supplier Type', usedFor: 'The kinds of suppliers you buy from.' },
  { kind: 'ResourceType', plural: 'Resource Types', singular: 'Resource Type', usedFor: 'Trucks, warehouses and equipment; a type carries its resource attributes.' },
];

export const DEFAULT_PICKLIST_KIND: EditablePicklistKind = 'JobType';

/** The kind named in the address, or the first. */
export function picklistAdminKind(value: string | null): PicklistAdminKind {
  return picklistAdminKinds.find((entry) => entry.kind === value) ?? picklistAdminKinds[0]!;
}
