import { z } from 'zod';
import type { EntityTag } from '../query-keys';

/** A change event as the stream sends it (`ChangeEvent`, change-event.ts), checked at the boundary. */
export const changeEventSchema = z.object({
  seq: z.number(),
  // Not checked against `entityTags`: that would put the list on every route; an entity no query
  // knows invalidates nothing.
  entity: z.string().transform((entity) => entity as EntityTag),
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
