import { z } from 'zod';
import { DOCUMENT_NAME_MAX, DOCUMENT_NOTES_MAX, documentMessages } from '@/lib/schemas/document-schemas';
import { optionFormListSchema } from './proposal-option-form';

/** The Create Proposal / Work Order / Invoice dialog's fields; `options` only for proposals from the job (issue 20). */
export const createFormSchema = z.object({
  jobName: z.string().trim().min(1, documentMessages.nameRequired).max(DOCUMENT_NAME_MAX),
  images: z.array(z.string()),
  payments: z.array(z.string()),
  internalNotes: z.string().max(DOCUMENT_NOTES_MAX, documentMessages.notesTooLong),
  options: optionFormListSchema,
});
export type CreateFormValues = z.infer<typeof createFormSchema>;
