import type { Address } from '@/lib/schemas/common-schemas';
import {
  blankAddress,
  contactListsFromForm,
  contactListsToForm,
  isBlankAddress,
  isValidEmailAddress,
  isValidTelephoneNumber,
  normalizeAddress,
  withOnePrimary,
} from '@/lib/schemas/contact-schemas';
import { type CustomerLink, type CustomerRecord, type FindDuplicatesRequest } from '@/lib/schemas/customer-schemas';
import { parsePercentText, type CustomerCreateRequest, type CustomerFormValues } from '@/lib/schemas/customer-request-schemas';

export interface NewCustomerOptions {
  /** Adding a sub-customer: its parent, whose job defaults the new customer starts with. */
  parent?: CustomerRecord | null;
  /** The default payment term (picklist), for a customer without a parent. */
  defaultPaymentTermContext?: string | null;
  /** Starting text, e.g. what was typed in a customer search. */
  name?: string;
}

/** Splits a typed name into first and last name: "Ana Maria Lopez" → "Ana Maria", "Lopez". */
export function splitPersonName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: '', lastName: '' };
  if (words.length === 1) return { firstName: words[0]!, lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1]! };
}

function percentText(value: number | null): string {
  return value === null ? '' : String(value);
}

/** A new customer: a person, active, one empty service address; a sub-customer takes its parent's job defaults. */
export function newCustomerFormValues(options: NewCustomerOptions = {}): CustomerFormValues {
  const parent = options.parent ?? null;
  const { firstName, lastName } = splitPersonName(options.name ?? '');
  return {
    customerType: parent ? 'Company' : 'Person',
    firstName,
    lastName,
    companyName: '',
    active: true,
    parent: parent ? { context: parent.context, customerName: parent.customerName, active: parent.active } : null,
    addresses: [{ ...blankAddress('Service'), notes: '' }],
    telephoneList: [],
    emailList: [],
    notes: '',
    jobNamePattern: parent?.jobConfig?.jobNamePattern ?? '',
    discount: parent?.jobConfig ? percentText(parent.jobConfig.discount) : '0',
    paymentTermContext: parent?.jobConfig?.paymentTerm?.context ?? options.defaultPaymentTermContext ?? '',
    taxOverride: parent?.jobConfig ? percentText(parent.jobConfig.taxOverride) : '',
  };
}

export function customerToFormValues(record: CustomerRecord): CustomerFormValues {
  return {
    customerType: record.customerType,
    firstName: record.firstName,
    lastName: record.lastName,
    companyName: record.companyName,
    active: record.active,
    parent: record.parent ? { ...record.parent } : null,
    addresses: record.addresses.map((address) => ({ ...address, notes: address.notes ?? '' })),
    ...contactListsToForm(record),
    notes: record.notes,
    jobNamePattern: record.jobConfig?.jobNamePattern ?? '',
    discount: record.jobConfig ? percentText(record.jobConfig.discount) : '0',
    paymentTermContext: record.jobConfig?.paymentTerm?.context ?? '',
    taxOverride: record.jobConfig ? percentText(record.jobConfig.taxOverride) : '',
  };
}

/** Addresses to save: empty rows left out, trimmed, one primary per type; notes belong to service addresses only. */
export function normalizeAddresses(addresses: readonly Address[]): Address[] {
  const filled = addresses
    .filter((address) => !isBlankAddress(address))
    .map((address) => normalizeAddress(address.addressType === 'Service' || address.notes === undefined ? address : { ...address, notes: '' })!);
  return withOnePrimary(filled, (address) => address.addressType);
}

/** What Create (and, with context and version, Update) sends. A company keeps its contact's names; a person has no company name. */
export function customerRequestFromForm(values: CustomerFormValues): CustomerCreateRequest {
  const company = values.customerType === 'Company';
  return {
    customerType: values.customerType,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    companyName: company ? values.companyName.trim() : '',
    active: values.active,
    parentContext: values.parent?.context ?? null,
    addresses: normalizeAddresses(values.addresses),
    ...contactListsFromForm(values),
    notes: values.notes.replace(/\s+$/, ''),
    jobConfig: {
      jobNamePattern: values.jobNamePattern.trim(),
      discount: parsePercentText(values.discount) ?? 0,
      paymentTermContext: values.paymentTermContext || null,
      taxOverride: parsePercentText(values.taxOverride),
    },
  };
}

/** The duplicate check for a customer about to be created. */
export function duplicateCheckRequest(request: CustomerCreateRequest): FindDuplicatesRequest {
  return {
    customerType: request.customerType,
    firstName: request.firstName,
    lastName: request.lastName,
    companyName: request.companyName,
    telephoneNumbers: request.telephoneList.map((telephone) => telephone.number),
    emailAddresses: request.emailList.map((email) => email.address),
  };
}

/** The part of the editor's values the duplicate check reads as the user types. */
export type TypedDuplicateValues = Pick<CustomerFormValues, 'customerType' | 'firstName' | 'lastName' | 'companyName' | 'telephoneList' | 'emailList'>;

/**
 * The duplicate check to run while the user types: once the name is filled in (a person's first and
 * last name, a company's name) and a telephone number or an email address is complete (valid).
 * Only the complete numbers and addresses are sent; `null` until then.
 */
export function typedDuplicateCheck(values: TypedDuplicateValues): FindDuplicatesRequest | null {
  const company = values.customerType === 'Company';
  const named = company ? values.companyName.trim() !== '' : values.firstName.trim() !== '' && values.lastName.trim() !== '';
  const telephoneNumbers = values.telephoneList.map((telephone) => telephone.number.trim()).filter(isValidTelephoneNumber);
  const emailAddresses = values.emailList.map((email) => email.address.trim()).filter(isValidEmailAddress);
  if (!named || telephoneNumbers.length + emailAddresses.length === 0) return null;
  return {
    customerType: values.customerType,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    companyName: company ? values.companyName.trim() : '',
    telephoneNumbers,
    emailAddresses,
  };
}

/** The name a customer about to be saved will be shown by. */
export function customerDisplayName(values: Pick<CustomerFormValues, 'customerType' | 'firstName' | 'lastName' | 'companyName'>): string {
  return values.customerType === 'Company' ? values.companyName.trim() : `${values.firstName.trim()} ${values.lastName.trim()}`.trim();
}

export type { CustomerLink };
