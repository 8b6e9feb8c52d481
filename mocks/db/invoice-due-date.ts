/**
 * An invoice's due date (issue 13): its date plus its job's payment term's days, else plus the
 * invoice-due-days system setting (INVOICE_DUE_DAYS, which the seed sets to 30). Dates are the
 * client's calendar days (`yyyy-MM-dd`).
 */
export function invoiceDueDate(invoiceDate: string, paymentTermDays: number | null, invoiceDueDaysSetting: number): string {
  const [year, month, day] = invoiceDate.slice(0, 10).split('-').map(Number);
  const days = paymentTermDays ?? invoiceDueDaysSetting;
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/** The INVOICE_DUE_DAYS setting's value as a whole number of days (0 when unset or not a number). */
export function invoiceDueDaysSetting(value: string | undefined): number {
  const days = Number(value);
  return Number.isInteger(days) && days >= 0 ? days : 0;
}
