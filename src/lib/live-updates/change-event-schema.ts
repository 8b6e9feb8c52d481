import { z } from 'zod';
import { entityTags } from '../query-keys';

/** A change event as the stream sends it (`ChangeEvent`, change-event.ts), checked at the boundary. */
export const changeEventSchema = z.object({
  seq: z.number(),
  entity: z.enum(entityTags),
  context: z.string(),
  action: z.enum(['created', 'updated', 'deleted']),
  version: z.number().optional(),
  by: z.object({ userContext: z.string(), name: z.string() }),
  session: z.string(),
  at: z.string(),
});

/** `POST Events/CreateTicket`'s answer. */
export const streamTicketSchema = z.object({
  ticket: z.string(),
  expiresAt: z.string(),
  session: z.string(),
  lastSeq: z.number(),
});
