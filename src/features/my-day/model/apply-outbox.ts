import { format } from 'date-fns';
import { endpoints } from '@/config/endpoints';
import type { OutboxRecord } from '@/lib/offline/offline-db';
import { appendWorkNoteHtml, appendWorkNoteText, workNoteLine } from '@/lib/work-notes';
import type { MyDay, Visit, VisitFinishRequest, VisitNoteRequest, VisitStepRequest } from '@/lib/schemas/visit-schemas';

/** The body of a queued checklist toggle (`Task/ToggleChecklistItem`). */
export interface ChecklistToggleBody {
  context: string;
  checklistItemContext: string;
  complete: boolean;
}

/** The body of a queued form save (`FormInstance/Update`). */
export interface FormSaveBody {
  context: string;
  version: number;
  values: Record<string, unknown>;
}

/** A work note as the server appends it (src/lib/work-notes.ts), stamped in the device's time zone. */
export function appendWorkNote(notes: string, at: string, author: string, text: string, kind: 'html' | 'text'): string {
  if (!text.trim()) return notes;
  const line = workNoteLine(format(new Date(at), 'MM/dd/yyyy h:mm a'), author, text);
  return kind === 'html' ? appendWorkNoteHtml(notes, line) : appendWorkNoteText(notes, line);
}

function withNote(visit: Visit, at: string, author: string, text: string): Visit {
  if (visit.visitJob) return { ...visit, visitJob: { ...visit.visitJob, internalNotes: appendWorkNote(visit.visitJob.internalNotes, at, author, text, 'html') } };
  if (visit.visitIntake) return { ...visit, visitIntake: { ...visit.visitIntake, notes: appendWorkNote(visit.visitIntake.notes, at, author, text, 'text') } };
  return visit;
}

function applyToVisit(visit: Visit, record: OutboxRecord, day: MyDay, author: string): Visit {
  const { endpoint } = record;
  if (endpoint === endpoints.visit.onMyWay) {
    const body = record.body as VisitStepRequest;
    return visit.visitStatus === 'Scheduled' ? { ...visit, visitStatus: 'On My Way', onMyWayAt: body.at } : visit;
  }
  if (endpoint === endpoints.visit.start) {
    const body = record.body as VisitStepRequest;
    return visit.visitStatus === 'Completed' || visit.visitStatus === 'In Progress' ? visit : { ...visit, visitStatus: 'In Progress', startedAt: body.at };
  }
  if (endpoint === endpoints.visit.finish) {
    const body = record.body as VisitFinishRequest;
    if (visit.visitStatus === 'Completed') return visit;
    let next: Visit = withNote({ ...visit, visitStatus: 'Completed', finishedAt: body.at }, body.at, author, body.workNotes);
    const status = day.jobStatuses.find((entry) => entry.context === body.jobStatusContext);
    if (status && next.visitJob) next = { ...next, visitJob: { ...next.visitJob, jobStatus: status } };
    return next;
  }
  if (endpoint === endpoints.visit.addNote) {
    const body = record.body as VisitNoteRequest;
    return withNote(visit, body.at, author, body.note);
  }
  return visit;
}

/**
 * The day as the technician sees it: the copy from the server (or the device) with every change
 * still in the outbox applied on top, in order, so a step taken offline shows at once and stays
 * after a reload. `author` is the signed-in user's name (work notes carry it).
 */
export function applyOutbox(day: MyDay, records: readonly OutboxRecord[], author: string): MyDay {
  if (records.length === 0) return day;
  let visits = day.visits;
  let tasks = day.tasks;
  for (const record of records) {
    if (record.kind === 'visit-step' || record.kind === 'visit-note') {
      const { appointmentContext } = record.body as { appointmentContext: string };
      visits = visits.map((visit) => (visit.context === appointmentContext ? applyToVisit(visit, record, day, author) : visit));
    } else if (record.kind === 'form-save') {
      const body = record.body as FormSaveBody;
      visits = visits.map((visit) =>
        visit.forms.some((form) => form.context === body.context)
          ? { ...visit, forms: visit.forms.map((form) => (form.context === body.context ? { ...form, values: body.values as typeof form.values } : form)) }
          : visit,
      );
    } else if (record.kind === 'checklist-toggle') {
      const body = record.body as ChecklistToggleBody;
      tasks = tasks.map((task) =>
        task.context === body.context
          ? { ...task, checklist: task.checklist.map((item) => (item.context === body.checklistItemContext ? { ...item, complete: body.complete } : item)) }
          : task,
      );
    }
  }
  return { ...day, visits, tasks };
}
