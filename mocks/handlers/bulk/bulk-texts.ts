/** Texts the bulk rules share. */
export const bulkValueMessages = {
  jobStatusUnknown: 'Choose an active job status.',
  jobTagUnknown: 'Choose an active job tag.',
  paymentTermUnknown: 'Choose an active payment term.',
  technicianUnknown: 'Choose an active technician.',
} as const;

/** "Status is already Cancelled." */
export function sameValueReason(field: string, value: string): string {
  return `${field} is already ${value}.`;
}
