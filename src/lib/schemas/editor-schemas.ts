import { z } from 'zod';

/** Rules the editors' requests share; the client's forms and the mock backend check them alike. */

/** What an update sends besides its fields: the record's context and the version it was loaded at. */
export const recordVersionSchema = z.object({ context: z.string().min(1), version: z.number().int() });

/**
 * A text a form requires (not blank, spaces aside) and limits to `max` characters once trimmed; with
 * no required message, blank is allowed.
 */
export function trimmedTextSchema(max: number, messages: { tooLong: string; required?: string }) {
  const { required, tooLong } = messages;
  const checked = required === undefined ? z.string() : z.string().refine((value) => value.trim() !== '', required);
  return checked.refine((value) => value.trim().length <= max, tooLong);
}
