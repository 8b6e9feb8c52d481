import { endpoints } from '@/config/endpoints';
import { formatTime } from '@/lib/format';
import type { OutboxRecord } from '@/lib/offline/offline-db';
import { visitSchema, type Visit, type VisitFinishRequest } from '@/lib/schemas/visit-schemas';
import { appointmentDateRangeText } from '@/features/appointments';

/** A queued change in words, line by line, for the conflict dialog's "Your change". */
export function describeMine(record: OutboxRecord): string[] {
  const body = record.body as Partial<VisitFinishRequest> & { note?: string };
  const at = body.at ? ` at ${formatTime(body.at)}` : '';
  switch (record.endpoint) {
    case endpoints.visit.onMyWay:
      return [`On My Way${at}`];
    case endpoints.visit.start:
      return [`Started${at}`];
    case endpoints.visit.finish:
      return [`Finished${at}`, ...(body.workNotes ? [`Work notes: ${body.workNotes}`] : [])];
    case endpoints.visit.addNote:
      return [`Note${at}: ${body.note ?? ''}`];
    default:
      return [record.label];
  }
}

/** The visit the server sent with a conflict (`null` when it sent none, or not a visit). */
export function conflictVisit(record: OutboxRecord): Visit | null {
  const parsed = visitSchema.safeParse(record.current);
  return parsed.success ? parsed.data : null;
}

/** The office's version of a visit, line by line. */
export function describeTheirs(visit: Visit): string[] {
  return [
    visit.title,
    appointmentDateRangeText(visit),
    `Assigned to: ${visit.participants.map((person) => person.name).join(', ') || 'No one'}`,
    `Visit status: ${visit.visitStatus}`,
  ];
}

/** The change rebased on the office's version: sent again, it no longer conflicts. */
export function rebaseOnCurrent(record: OutboxRecord, currentVersion: number): OutboxRecord {
  return { ...record, body: { ...(record.body as object), version: currentVersion }, state: 'pending', messages: [], current: null };
}
