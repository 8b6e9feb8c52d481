import { z } from 'zod';
import { PAYMENT_TERM_DAYS_MAX } from '@/lib/schemas/job-catalogue-schemas';
import { PICKLIST_TEXT_MAX, picklistEditMessages, type EditablePicklistKind, type PicklistCreateRequest, type PicklistUpdateRequest } from '@/lib/schemas/picklist-edit-schemas';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';

export interface PicklistValueForm {
  text: string;
  active: boolean;
  isDefault: boolean;
  /** Payment terms: whole days, as typed. */
  dueDays: string;
}

/** The value dialog's rules: the server's words; days only for payment terms; no duplicate text. */
export function picklistValueSchema(kind: EditablePicklistKind, items: readonly PicklistItem[], editing: string | null) {
  return z
    .object({
      text: z.string(),
      active: z.boolean(),
      isDefault: z.boolean(),
      dueDays: z.string(),
    })
    .superRefine((values, context) => {
      const text = values.text.trim();
      if (!text) context.addIssue({ code: 'custom', path: ['text'], message: picklistEditMessages.textRequired });
      else if (text.length > PICKLIST_TEXT_MAX) context.addIssue({ code: 'custom', path: ['text'], message: picklistEditMessages.textTooLong });
      else if (items.some((item) => item.context !== editing && item.text.trim().toLowerCase() === text.toLowerCase())) {
        context.addIssue({ code: 'custom', path: ['text'], message: picklistEditMessages.duplicate(text) });
      }
      if (kind !== 'PaymentTerm') return;
      const days = values.dueDays.trim();
      if (!days) context.addIssue({ code: 'custom', path: ['dueDays'], message: picklistEditMessages.daysRequired });
      else if (!/^\d+$/.test(days) || Number(days) > PAYMENT_TERM_DAYS_MAX) context.addIssue({ code: 'custom', path: ['dueDays'], message: picklistEditMessages.daysInvalid });
      if (values.isDefault && !values.active) context.addIssue({ code: 'custom', path: ['active'], message: picklistEditMessages.defaultInactive });
    });
}

export function picklistValueDefaults(item: PicklistItem | null, dueDays: number | null): PicklistValueForm {
  return { text: item?.text ?? '', active: item?.active ?? true, isDefault: item?.isDefault ?? false, dueDays: dueDays === null ? '' : String(dueDays) };
}

function paymentTermFields(kind: EditablePicklistKind, values: PicklistValueForm) {
  return kind === 'PaymentTerm' ? { isDefault: values.isDefault, dueDays: Number(values.dueDays.trim()) } : {};
}

export function picklistCreateRequest(kind: EditablePicklistKind, values: PicklistValueForm): PicklistCreateRequest {
  return { kind, text: values.text.trim(), active: values.active, ...paymentTermFields(kind, values) };
}

export function picklistUpdateRequest(kind: EditablePicklistKind, item: PicklistItem, values: PicklistValueForm): PicklistUpdateRequest {
  return { context: item.context, text: values.text.trim(), active: values.active, ...paymentTermFields(kind, values) };
}

/** Moving a value one place up or down: the update that does it (`null` at either end). */
export function picklistMoveRequest(items: readonly PicklistItem[], item: PicklistItem, step: -1 | 1): PicklistUpdateRequest | null {
  const index = items.findIndex((candidate) => candidate.context === item.context);
  const target = index + step;
  if (index < 0 || target < 0 || target >= items.length) return null;
  return { context: item.context, text: item.text, active: item.active, order: target + 1 };
}
