import { z } from 'zod';
import { localIsoDate } from '@/lib/format';
import {
  DOCUMENT_NOTES_MAX,
  EMAIL_BODY_MAX,
  EMAIL_SUBJECT_MAX,
  documentMessages,
  type DocumentEmailRequest,
  type DocumentListItem,
  type SendForESignRequest,
} from '@/lib/schemas/document-schemas';
import { documentTitle } from './document-texts';

/** Recipients as typed: addresses separated by commas, semicolons or spaces. */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

const recipientsField = z.string().superRefine((text, context) => {
  const addresses = splitRecipients(text);
  if (addresses.length === 0) context.addIssue({ code: 'custom', message: documentMessages.recipientsRequired });
  for (const address of addresses) if (!z.email().safeParse(address).success) context.addIssue({ code: 'custom', message: documentMessages.recipientInvalid(address) });
});

export const emailFormSchema = z.object({
  to: recipientsField,
  subject: z.string().trim().min(1, documentMessages.subjectRequired).max(EMAIL_SUBJECT_MAX),
  body: z.string().max(EMAIL_BODY_MAX),
});
export type EmailFormValues = z.infer<typeof emailFormSchema>;

type Recipient = Pick<DocumentListItem, 'kind' | 'number' | 'name' | 'customer'>;

function customerEmails(document: Recipient): string {
  return document.customer.emailList.map((email) => email.address).join(', ');
}

/** The Email dialog's start: the customer's addresses, "Proposal 2001: name", a short note. */
export function newEmailValues(document: Recipient, senderName: string): EmailFormValues {
  const title = documentTitle(document);
  return {
    to: customerEmails(document),
    subject: `${title}${document.name ? `: ${document.name}` : ''}`,
    body: `Hello ${document.customer.customerName},\n\nPlease find ${title} attached.\n\nThank you,\n${senderName}`,
  };
}

export function emailRequest(context: string, values: EmailFormValues): DocumentEmailRequest {
  return { context, to: splitRecipients(values.to), subject: values.subject.trim(), body: values.body };
}

/** Days an eSign link stays valid unless the user picks another date. */
export const ESIGN_LINK_DAYS = 30;

export function eSignFormSchema(today: string) {
  return z.object({
    recipients: recipientsField,
    message: z.string().max(EMAIL_BODY_MAX),
    linkExpirationDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a valid date.')
      .refine((date) => date > today, documentMessages.expirationInPast),
  });
}
export type ESignFormValues = z.infer<ReturnType<typeof eSignFormSchema>>;

export function newESignValues(document: Recipient, today: Date = new Date()): ESignFormValues {
  const expires = new Date(today.getFullYear(), today.getMonth(), today.getDate() + ESIGN_LINK_DAYS);
  return {
    recipients: customerEmails(document),
    message: `Hello ${document.customer.customerName},\n\nPlease review and sign ${documentTitle(document)} using the link below.`,
    linkExpirationDate: localIsoDate(expires),
  };
}

export function eSignRequest(context: string, values: ESignFormValues): SendForESignRequest {
  return { context, recipients: splitRecipients(values.recipients), message: values.message, linkExpirationDate: values.linkExpirationDate };
}

export const notesFormSchema = z.object({ internalNotes: z.string().max(DOCUMENT_NOTES_MAX, documentMessages.notesTooLong) });
export type NotesFormValues = z.infer<typeof notesFormSchema>;
