import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { PAYMENT_CHANGES } from './document-keys';
import { paymentSchema, type Payment, type RecordPaymentRequest } from '@/lib/schemas/job-payment-schemas';

/** `POST Payment/Create`: answers the saved payment. */
export async function recordPayment(request: RecordPaymentRequest): Promise<Payment> {
  const response = await api.post(endpoints.payment.create, request);
  return paymentSchema.parse(response.data);
}

/** A payment changes the job's payments, the invoices' balances and lists, the customer's activity and the financial summary. */
export function useRecordPayment() {
  return useMutation({ mutationFn: recordPayment, meta: { invalidates: [...PAYMENT_CHANGES] } });
}
