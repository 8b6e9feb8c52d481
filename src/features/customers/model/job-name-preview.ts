import { formatDate } from '@/lib/format';
import { buildJobName } from '@/lib/schemas/customer-schemas';
import { type CustomerFormValues } from '@/lib/schemas/customer-request-schemas';

/** What a new job for this customer would be called today (the job number shown as "1234"). */
export function jobNamePreview(values: Pick<CustomerFormValues, 'customerType' | 'firstName' | 'lastName' | 'companyName' | 'jobNamePattern'>, today: Date = new Date()): string {
  const company = values.customerType === 'Company';
  const customerName = company ? values.companyName.trim() : `${values.firstName.trim()} ${values.lastName.trim()}`.trim();
  return buildJobName(values.jobNamePattern, {
    firstName: values.firstName.trim(),
    lastName: company ? values.companyName.trim() : values.lastName.trim(),
    customerName,
    date: formatDate(today),
    number: 1234,
  });
}
