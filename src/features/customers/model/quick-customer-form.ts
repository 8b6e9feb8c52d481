import { z } from 'zod';
import { telephoneTypes } from '@/lib/schemas/common-schemas';
import { addressInputSchema, blankAddress, contactLimits, contactMessages, isValidEmailAddress, isValidTelephoneNumber } from '@/lib/schemas/contact-schemas';
import { customerLimits, customerMessages, customerTypes } from '@/lib/schemas/customer-schemas';
import { type CustomerCreateRequest } from '@/lib/schemas/customer-request-schemas';
import { normalizeAddresses, splitPersonName } from './customer-form';

/** The quick Add Customer dialog of the customer picker: name, one telephone, one email, the service address. */
export const quickCustomerFormSchema = z
  .object({
    customerType: z.enum(customerTypes),
    firstName: z.string().refine((value) => value.trim().length <= customerLimits.firstName, customerMessages.firstNameTooLong),
    lastName: z.string().refine((value) => value.trim().length <= customerLimits.lastName, customerMessages.lastNameTooLong),
    companyName: z.string().refine((value) => value.trim().length <= customerLimits.companyName, customerMessages.companyNameTooLong),
    telephoneType: z.enum(telephoneTypes),
    telephone: z
      .string()
      .refine((value) => value.trim().length <= contactLimits.telephone, contactMessages.telephoneTooLong)
      .refine((value) => value.trim() === '' || isValidTelephoneNumber(value), contactMessages.telephoneInvalid),
    email: z
      .string()
      .refine((value) => value.trim().length <= contactLimits.email, contactMessages.emailTooLong)
      .refine((value) => value.trim() === '' || isValidEmailAddress(value), contactMessages.emailInvalid),
    address: addressInputSchema,
  })
  .superRefine((value, context) => {
    if (value.customerType === 'Person') {
      if (value.firstName.trim() === '') context.addIssue({ code: 'custom', path: ['firstName'], message: customerMessages.firstNameRequired });
      if (value.lastName.trim() === '') context.addIssue({ code: 'custom', path: ['lastName'], message: customerMessages.lastNameRequired });
    } else if (value.companyName.trim() === '') {
      context.addIssue({ code: 'custom', path: ['companyName'], message: customerMessages.companyNameRequired });
    }
  });
export type QuickCustomerFormValues = z.infer<typeof quickCustomerFormSchema>;

/** What a search term says about the new customer: a telephone number, an email address or a name. */
export function newQuickCustomerValues(term = ''): QuickCustomerFormValues {
  const text = term.trim();
  const isEmail = text.includes('@');
  const isTelephone = !isEmail && /^[\d\s()+.-]+$/.test(text) && text.replace(/\D/g, '').length >= 7;
  const { firstName, lastName } = isEmail || isTelephone ? { firstName: '', lastName: '' } : splitPersonName(text);
  return {
    customerType: 'Person',
    firstName,
    lastName,
    companyName: '',
    telephoneType: 'Mobile',
    telephone: isTelephone ? text : '',
    email: isEmail ? text : '',
    address: blankAddress('Service'),
  };
}

/** The Create request of the quick dialog; the new customer gets the default payment term. */
export function quickCustomerRequest(values: QuickCustomerFormValues, defaultPaymentTermContext: string | null): CustomerCreateRequest {
  const company = values.customerType === 'Company';
  const telephone = values.telephone.trim();
  const email = values.email.trim();
  return {
    customerType: values.customerType,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    companyName: company ? values.companyName.trim() : '',
    active: true,
    parentContext: null,
    addresses: normalizeAddresses([{ ...values.address, addressType: 'Service', primary: true }]),
    telephoneList: telephone ? [{ context: '', telephoneType: values.telephoneType, number: telephone, primary: true }] : [],
    emailList: email ? [{ context: '', emailType: company ? 'Work' : 'Personal', address: email, primary: true }] : [],
    notes: '',
    jobConfig: { jobNamePattern: '', discount: 0, paymentTermContext: defaultPaymentTermContext, taxOverride: null },
  };
}

