import { z } from 'zod';
import { formatUsd, parseDecimal, toCentsNumber, toCentsText, toDecimal } from '@/lib/job-calculations';
import { PORTAL_NAME_MAX, portalMessages, type PortalInvoice, type PortalPayRequest } from '@/lib/schemas/portal-schemas';

/** The card form as typed. */
export interface PayFormValues {
  amount: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  nameOnCard: string;
}

/** The amount's text: digits with at most two decimals (a leading $ and commas allowed). */
function amountText(value: string): string {
  return value.trim().replace(/^\$/, '').replace(/,/g, '');
}

/** The expiry's month has ended (MM/YY, in the customer's calendar). */
export function expiryPast(expiry: string, now = new Date()): boolean {
  const [month = 0, year = 0] = expiry.split('/').map(Number);
  return 2000 + year < now.getFullYear() || (2000 + year === now.getFullYear() && month < now.getMonth() + 1);
}

/** The card form's rules, with the invoice's smallest and largest amount (decimal, never float math). */
export function payFormSchema(invoice: Pick<PortalInvoice, 'amountDue' | 'minimumPayment'>, now = new Date()) {
  const due = toDecimal(invoice.amountDue);
  const minimum = toDecimal(invoice.minimumPayment);
  return z.object({
    amount: z.string().superRefine((value, context) => {
      const text = amountText(value);
      const amount = /^\d*(\.\d{0,2})?$/.test(text) ? parseDecimal(text) : null;
      if (amount === null || amount.lte(0)) context.addIssue({ code: 'custom', message: portalMessages.amountRequired });
      else if (amount.lt(minimum)) context.addIssue({ code: 'custom', message: portalMessages.amountBelowMinimum(formatUsd(invoice.minimumPayment)) });
      else if (amount.gt(due)) context.addIssue({ code: 'custom', message: portalMessages.amountOverDue(formatUsd(invoice.amountDue)) });
    }),
    cardNumber: z.string().refine((value) => /^\d{13,19}$/.test(value.replace(/[\s-]/g, '')), portalMessages.cardNumberInvalid),
    expiry: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, portalMessages.expiryInvalid)
      .refine((value) => !expiryPast(value, now), portalMessages.expiryPast),
    cvc: z.string().trim().regex(/^\d{3,4}$/, portalMessages.cvcInvalid),
    nameOnCard: z.string().trim().min(1, portalMessages.cardNameRequired).max(PORTAL_NAME_MAX, portalMessages.signerTooLong),
  });
}

/** The form's first values: the whole amount due. */
export function payFormDefaults(invoice: Pick<PortalInvoice, 'amountDue'>): PayFormValues {
  return { amount: toCentsText(toDecimal(invoice.amountDue)), cardNumber: '', expiry: '', cvc: '', nameOnCard: '' };
}

export function payRequest(token: string, values: PayFormValues): PortalPayRequest {
  return {
    token,
    amount: toCentsNumber(toDecimal(amountText(values.amount))),
    cardNumber: values.cardNumber.replace(/[\s-]/g, ''),
    expiry: values.expiry.trim(),
    cvc: values.cvc.trim(),
    nameOnCard: values.nameOnCard.trim(),
  };
}
