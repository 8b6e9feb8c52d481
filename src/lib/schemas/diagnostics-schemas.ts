import { z } from 'zod';
import { logErrorRequestSchema } from '../auth/auth-schemas';

/** One entry of the server's error log (`GET Logger/GetErrors`): what `Logger/LogError` received. */
export const serverErrorLogEntrySchema = z.object({
  context: z.string(),
  /** ISO date-time. */
  loggedAt: z.string(),
  username: z.string(),
  ...logErrorRequestSchema.shape,
  userAgent: z.string(),
  /** The reporting client's version (its `VersionKey` header). */
  clientVersion: z.string().nullable(),
});
export type ServerErrorLogEntry = z.infer<typeof serverErrorLogEntrySchema>;

/** `GET Logger/GetErrors` (ROOT): the server's error log, newest first. */
export const serverErrorLogSchema = z.array(serverErrorLogEntrySchema);
