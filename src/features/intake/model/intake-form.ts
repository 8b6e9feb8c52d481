import { z } from 'zod';
import type { CustomerSummaryValue } from '@/features/customers';
import { customerRefSchema } from '@/lib/schemas/common-schemas';
import {
  intakeMessages,
  intakeNotesSchema,
  intakeStatusSchema,
  intakeTitleSchema,
  intakeTypeContextSchema,
  type IntakeCreateRequest,
  type IntakeRecord,
  type IntakeStatus,
} from '@/lib/schemas/intake-schemas';
import { NEW_INTAKE_STATUS } from './intake-status';

const pad = (value: number): string => String(value).padStart(2, '0');

/** An ISO date-time as the value of a `datetime-local` input (the user's local time, to the minute). */
export function toLocalDateTimeInput(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (local time) as an ISO date-time; `''` when it is blank or not a date. */
export function fromLocalDateTimeInput(value: string): string {
  const trimmed = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(trimmed)) return '';
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

const customerValueSchema = z
  .object({
    serviceCustomer: customerRefSchema.nullable(),
    serviceAddressContext: z.string().nullable(),
    billingSameAsService: z.boolean(),
    billingCustomer: customerRefSchema.nullable(),
    billingAddressContext: z.string().nullable(),
  })
  .refine((value) => value.serviceCustomer !== null, intakeMessages.customerRequired);

/** The fields the Create Intake dialog and the editor share: title, description, type, status, sources, assignee. */
const intakeDetailsShape = {
  description: intakeTitleSchema,
  notes: intakeNotesSchema,
  intakeTypeContext: intakeTypeContextSchema,
  status: intakeStatusSchema,
  intakeSourceContext: z.string(),
  adSourceContext: z.string(),
  assignedToContext: z.string(),
};

/** Spec 2 §5: the editor's rules (the server checks the same). */
export const intakeFormSchema = z.object({
  dateTime: z
    .string()
    .refine((value) => value.trim() !== '', intakeMessages.dateTimeRequired)
    .refine((value) => value.trim() === '' || fromLocalDateTimeInput(value) !== '', intakeMessages.dateTimeInvalid),
  ...intakeDetailsShape,
  needsCallback: z.boolean(),
  customer: customerValueSchema,
});

/** The editor's values: picklist choices are contexts, `''` for none; the date and time is local. */
export interface IntakeFormValues {
  dateTime: string;
  description: string;
  notes: string;
  intakeTypeContext: string;
  status: IntakeStatus;
  intakeSourceContext: string;
  adSourceContext: string;
  assignedToContext: string;
  needsCallback: boolean;
  customer: CustomerSummaryValue;
}

export function intakeToFormValues(record: IntakeRecord): IntakeFormValues {
  return {
    dateTime: toLocalDateTimeInput(record.dateTime),
    description: record.description,
    notes: record.notes,
    intakeTypeContext: record.intakeType.context,
    status: record.status,
    intakeSourceContext: record.intakeSource?.context ?? '',
    adSourceContext: record.adSource?.context ?? '',
    assignedToContext: record.assignedTo?.context ?? '',
    needsCallback: record.needsCallback,
    customer: {
      serviceCustomer: record.customer,
      serviceAddressContext: record.serviceAddress?.context ?? null,
      billingSameAsService: true,
      billingCustomer: null,
      billingAddressContext: null,
    },
  };
}

/** The request's part of the shared fields: the title trimmed, a blank choice as none. */
function detailsRequest(values: CreateIntakeFormValues) {
  return {
    status: values.status,
    description: values.description.trim(),
    notes: values.notes,
    intakeTypeContext: values.intakeTypeContext,
    intakeSourceContext: values.intakeSourceContext || null,
    adSourceContext: values.adSourceContext || null,
    assignedToContext: values.assignedToContext || null,
  };
}

/** The create or update request of the editor's values (a customer is required before this is called). */
export function intakeRequestFromForm(values: IntakeFormValues): IntakeCreateRequest {
  return {
    dateTime: fromLocalDateTimeInput(values.dateTime),
    ...detailsRequest(values),
    needsCallback: values.needsCallback,
    customerContext: values.customer.serviceCustomer?.context ?? '',
    serviceAddressContext: values.customer.serviceAddressContext,
  };
}

/** The Create Intake dialog: step 1 is Title and Description, step 2 Type, Status, sources and assignee. */
export const createIntakeFormSchema = z.object(intakeDetailsShape);
export type CreateIntakeFormValues = z.infer<typeof createIntakeFormSchema>;

/** Fields Next validates before step 2. */
export const createIntakeStepOneFields = ['description', 'notes'] as const;

/** Spec 2 §4, §9: a new intake is Pending, assigned to the INTAKE_DEF_ASSIGNEE setting's person. */
export function newCreateIntakeValues(defaultAssignee: string): CreateIntakeFormValues {
  return {
    description: '',
    notes: '',
    intakeTypeContext: '',
    status: NEW_INTAKE_STATUS,
    intakeSourceContext: '',
    adSourceContext: '',
    assignedToContext: defaultAssignee,
  };
}

/** The create request: the dialog's values, the chosen customer and address, at the current date and time. */
export function createIntakeRequest(
  values: CreateIntakeFormValues,
  customer: { customerContext: string; serviceAddressContext: string | null },
  now: Date = new Date(),
): IntakeCreateRequest {
  return {
    dateTime: now.toISOString(),
    ...detailsRequest(values),
    needsCallback: false,
    customerContext: customer.customerContext,
    serviceAddressContext: customer.serviceAddressContext,
  };
}

/** The INTAKE_DEF_ASSIGNEE system setting's personnel context, when that person is still listed. */
export function defaultIntakeAssignee(
  settings: readonly { code: string; value: string }[] | undefined,
  personnel: readonly { context: string; active: boolean }[] | undefined,
): string {
  const value = settings?.find((setting) => setting.code === 'INTAKE_DEF_ASSIGNEE')?.value.trim() ?? '';
  if (!value) return '';
  return personnel?.some((person) => person.context === value && person.active) ? value : '';
}
