import { customerName, primaryOf } from '../db/record-views';
import type { Customer } from '../db/types';
import { escapeHtml } from './simulated-pages';
import { appendWorkNoteHtml, appendWorkNoteText, workNoteLine } from '../../src/lib/work-notes';

/** The words of a visit's notes and messages, in the client's time zone. */

const MINUTE_MS = 60_000;
/** On My Way: the customer is told the technician arrives in about this long (or at the visit's start, if later). */
export const ON_MY_WAY_MINUTES = 30;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The moment in the client's zone (`offset`: minutes behind UTC) as UTC fields. */
function local(moment: number, offset: number): Date {
  return new Date(moment - offset * MINUTE_MS);
}

/** `10:25 AM`. */
export function clockText(moment: number, offset: number): string {
  const date = local(moment, offset);
  const hours = date.getUTCHours();
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad(date.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** `11/26/2026 10:25 AM`. */
export function stampText(moment: number, offset: number): string {
  const date = local(moment, offset);
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()} ${clockText(moment, offset)}`;
}

/**
 * A work note as a paragraph of its own: `{MM/dd/yyyy h:mm AM} {Technician}: {text}`. A job's
 * internal notes are rich text (HTML), so the note is a `<p>` there; an intake's notes are plain text.
 */
export function appendNote(notes: string, text: string, at: number, offset: number, technician: string, kind: 'html' | 'text'): string {
  const line = workNoteLine(stampText(at, offset), technician, text);
  return kind === 'html' ? appendWorkNoteHtml(notes, line) : appendWorkNoteText(notes, line);
}

/** When the customer is told to expect the technician: `at` plus 30 minutes, or the visit's start if later. */
export function arrivalEstimate(at: number, visitStart: number): number {
  return Math.max(at + ON_MY_WAY_MINUTES * MINUTE_MS, visitStart);
}

export interface OnMyWayWords {
  subject: string;
  text: string;
  html: string;
}

/** The On My Way message: who is coming, from which company, and about when. */
export function onMyWayWords(customer: Customer, technician: string, company: string, arrival: string): OnMyWayWords {
  const greeting = `Hello ${customerName(customer)},`;
  const line = `${technician} from ${company} is on the way and should arrive at about ${arrival}.`;
  const close = `If something has changed, please call ${company}.`;
  return {
    subject: `${technician} is on the way`,
    text: `${greeting} ${line} ${close}`,
    html: [greeting, line, close].map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
  };
}

/** The customer's email address for notices: the primary one, else the first; `null` without one. */
export function noticeEmail(customer: Customer): string | null {
  return primaryOf(customer.emailList)?.address ?? null;
}

/** The customer's mobile number for texts: the primary mobile, else the first; `null` without one. */
export function noticeMobile(customer: Customer): string | null {
  const mobiles = customer.telephoneList.filter((telephone) => telephone.telephoneType === 'Mobile');
  return primaryOf(mobiles)?.number ?? null;
}
