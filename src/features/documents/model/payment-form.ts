import { z } from 'zod';
import { localIsoDate } from '@/lib/format';
import {
  PAYMENT_DETAIL_MAX,
  PAYMENT_NOTES_MAX,
  paymentMessages,
  paymentTypes,
  type PaymentType,
  type RecordPaymentRequest,
} from '@/lib/schemas/job-payment-schemas';

/** The Record Payment dialog's fields as typed. */
export const paymentFormSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, paymentMessages.dateRequired),
  paymentType: z.string().refine((value) => (paymentTypes as readonly string[]).includes(value), paymentMessages.typeRequired),
  amount: z
    .string()
    .refine((value) => value.trim() !== '', paymentMessages.amountRequired)
    .refine((value) => {
      const text = value.trim().replace(/^\$/, '').replace(/,/g, '');
      if (text === '') return true;
      if (!/^\d+(\.\d{1,2})?$/.test(text)) return false;
      const amount = Number(text);
      return amount >= 0.01 && amount <= 9_999_999.99;
    }, paymentMessages.amountInvalid),
  detail: z.string().refine((value) => value.trim().length <= PAYMENT_DETAIL_MAX, paymentMessages.detailTooLong),
  notes: z.string().max(PAYMENT_NOTES_MAX, paymentMessages.notesTooLong),
  invoiceContext: z.string(),
});
export type PaymentFormValues = z.infer<typeof paymentFormSchema>;

export function newPaymentFormValues(today: Date = new Date()): PaymentFormValues {
  return { date: localIsoDate(today), paymentType: '', amount: '', detail: '', notes: '', invoiceContext: '' };
}

/** The request of the dialog's values: the date at local noon (so no time zone moves it to another day). */
export function paymentRequestFromForm(values: PaymentFormValues, jobContext: string): RecordPaymentRequest {
  const [year, month, day] = values.date.split('-').map(Number);
  const date = new Date(year!, month! - 1, day!, 12, 0, 0);
  return {
    jobContext,
    invoiceContext: values.invoiceContext || null,
    date: date.toISOString(),
    paymentType: values.paymentType as PaymentType,
    amount: Number(values.amount.trim().replace(/^\$/, '').replace(/,/g, '')),
    detail: values.detail.trim(),
    notes: values.notes,
  };
}
