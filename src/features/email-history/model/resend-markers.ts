import type { EmailHistoryItem } from '@/lib/schemas/email-history-schemas';

/** Marker texts of the resend column (spec 1 §2). */
export const RESEND_MARKERS = {
  isResend: 'This email is a resend',
  wasResent: 'Email has been resent',
} as const;

export type ResendMarker = (typeof RESEND_MARKERS)[keyof typeof RESEND_MARKERS];

/** The resend column shows only when some email on the page is a resend or has been resent. */
export function showsResendColumn(items: readonly Pick<EmailHistoryItem, 'hasParent' | 'hasChild'>[]): boolean {
  return items.some((item) => item.hasParent || item.hasChild);
}

/** The markers of one email: a resend of another, resent itself, both or neither. */
export function resendMarkers(item: Pick<EmailHistoryItem, 'hasParent' | 'hasChild'>): ResendMarker[] {
  const markers: ResendMarker[] = [];
  if (item.hasParent) markers.push(RESEND_MARKERS.isResend);
  if (item.hasChild) markers.push(RESEND_MARKERS.wasResent);
  return markers;
}
