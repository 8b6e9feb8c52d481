import { truncateText } from '@/lib/format';
import type { CustomerRef } from '@/lib/schemas/common-schemas';
import type { IntakeListItem, IntakeRecord } from '@/lib/schemas/intake-schemas';
import type { IntakeActionTarget } from './intake-actions';

/** Spec 2 §9: the mobile notes summary is cut at 50 characters, then an ellipsis. */
export const NOTES_SUMMARY_MAX = 50;

export function notesSummary(notes: string): string {
  return truncateText(notes.replace(/\s+/g, ' '), NOTES_SUMMARY_MAX);
}

export { abbreviatedAddress } from '@/lib/format';

/** The customer's primary telephone number, else the first, else `''`. */
export function primaryTelephone(customer: CustomerRef): string {
  return (customer.telephoneList.find((telephone) => telephone.primary) ?? customer.telephoneList[0])?.number ?? '';
}

/** What the action menu needs of a list row or a loaded intake. */
export function intakeActionTarget(intake: IntakeListItem | IntakeRecord): IntakeActionTarget {
  return {
    context: intake.context,
    description: intake.description,
    notes: intake.notes,
    intakeTypeText: intake.intakeType.text,
    customerContext: intake.customer.context,
    customerName: intake.customer.customerName,
    serviceAddressContext: intake.serviceAddress?.context ?? null,
    assignedToContext: intake.assignedTo?.context ?? null,
  };
}
