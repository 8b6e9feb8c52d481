import { endpoints } from '../../src/config/endpoints';
import {
  noteSearchRequestSchema,
  noteSourcePermissions,
  noteSources,
  type NoteItem,
  type NoteSortColumn,
  type NoteSource,
} from '../../src/lib/schemas/note-schemas';
import { richTextPlain } from '../../src/lib/rich-text';
import { customerName } from '../db/record-views';
import { getDb } from '../db/store';
import type { MockUser } from '../db/types';
import { compareKeys, compareText } from '../lib/text-order';
import { forbidden } from './handler-utils';
import { route } from './route';
import { page, searchTerm, type SearchAnswer } from './search-utils';

/** The words of a note for matching: tags dropped and the common entities read, spaces collapsed. */
export function noteWords(text: string, format: NoteItem['format']): string {
  // Paragraph and line breaks part words before the tags go.
  const plain = format === 'html' ? richTextPlain(text.replace(/<(\/p|br)\b[^>]*>/gi, ' $&')) : text;
  return plain.replace(/\s+/g, ' ').trim();
}

function hasWords(text: string, format: NoteItem['format']): boolean {
  return noteWords(text, format) !== '';
}

/** Every record of `source` with notes, as list rows. */
function notesOf(source: NoteSource): NoteItem[] {
  const db = getDb();
  const nameOfCustomer = (context: string) => {
    const customer = db.customers.get(context);
    return customer ? customerName(customer) : null;
  };
  if (source === 'Customer') {
    return db.customers
      .all()
      .filter((customer) => hasWords(customer.notes, 'text'))
      .map((customer) => ({
        context: `Customer:${customer.context}`,
        source,
        recordContext: customer.context,
        recordName: customerName(customer),
        customerName: null,
        format: 'text',
        text: customer.notes,
        updated: customer.dateModified,
      }));
  }
  if (source === 'Job') {
    return db.jobs
      .all()
      .filter((job) => hasWords(job.internalNotes, 'html'))
      .map((job) => ({
        context: `Job:${job.context}`,
        source,
        recordContext: job.context,
        recordName: `#${job.number} ${job.name}`.trim(),
        customerName: nameOfCustomer(job.serviceCustomerContext),
        // Notes saved before the rich-text editor are plain text.
        format: job.internalNotes.trim().startsWith('<') ? 'html' : 'text',
        text: job.internalNotes,
        updated: job.dateModified,
      }));
  }
  return db.intakes
    .all()
    .filter((intake) => hasWords(intake.notes, 'text'))
    .map((intake) => ({
      context: `Intake:${intake.context}`,
      source,
      recordContext: intake.context,
      recordName: intake.description || 'Intake',
      customerName: nameOfCustomer(intake.customerContext),
      format: 'text',
      text: intake.notes,
      updated: intake.dateModified,
    }));
}

/** The sources `user` may read (customers CUST_R, jobs JOB_R, intake INTAKE_R). */
export function readableNoteSources(user: MockUser): NoteSource[] {
  return noteSources.filter((source) => user.permissions.includes(noteSourcePermissions[source]));
}

function matches(note: NoteItem, term: string): boolean {
  if (!term) return true;
  return [note.recordName, note.customerName ?? '', noteWords(note.text, note.format)].some((text) => text.toLowerCase().includes(term));
}

const sortKeys: Record<NoteSortColumn, (note: NoteItem) => string> = {
  Updated: (note) => note.updated,
  Source: (note) => note.source,
  Record: (note) => note.recordName,
};

/**
 * `POST Note/Search`: the internal notes of customers, jobs and intake the user may read, matched by
 * the term in the record's name, its customer's name and the note's words; sorted and paged.
 */
const search = route('post', endpoints.note.search, { allow: 'signed-in', body: noteSearchRequestSchema }, ({ user, body }) => {
  const term = searchTerm(body.searchTerm);
  if (term instanceof Response) return term;
  const readable = readableNoteSources(user);
  if (body.source !== 'All' && !readable.includes(body.source)) return forbidden(noteSourcePermissions[body.source]);
  const sources = body.source === 'All' ? readable : [body.source];
  const all = sources.flatMap(notesOf);
  const found = all.filter((note) => matches(note, term));
  const key = sortKeys[body.sort.by];
  const direction = body.sort.direction === 'ASC' ? 1 : -1;
  const compare = body.sort.by === 'Updated' ? compareKeys : compareText;
  const ordered = [...found].sort((a, b) => compare(key(a), key(b)) * direction || compareKeys(b.updated, a.updated) || compareKeys(a.context, b.context));
  const answer: SearchAnswer<NoteItem> = {
    results: page(ordered, body.pageNumber, body.pageSize),
    searchResultCount: found.length,
    totalCount: all.length,
  };
  return answer;
});

export const noteHandlers = [search];
