import { z } from 'zod';
import { VISIT_NOTE_MAX, visitMessages } from '@/lib/schemas/visit-schemas';

/** The Add Note dialog: one note, required. */
export const noteFormSchema = z.object({
  note: z.string().trim().min(1, visitMessages.noteRequired).max(VISIT_NOTE_MAX, visitMessages.noteTooLong),
});
export type NoteFormValues = z.infer<typeof noteFormSchema>;

/** The Finish dialog: the work notes (optional) and the job's status once the visit is done. */
export const finishFormSchema = z.object({
  workNotes: z.string().max(VISIT_NOTE_MAX, visitMessages.noteTooLong),
  jobStatusContext: z.string(),
});
export type FinishFormValues = z.infer<typeof finishFormSchema>;

/** The status Finish proposes: "Complete" when the company has it, else the job's current status. */
export function defaultFinishStatus(statuses: readonly { context: string; text: string }[], current: string | null): string {
  return statuses.find((status) => /^complete/i.test(status.text))?.context ?? current ?? '';
}
