import { truncateText } from '@/lib/format';
import type { JobRecord } from '@/lib/schemas/job-schemas';

/** Spec 2 §9: the notes summary is cut at 50 characters, then an ellipsis. */
export const NOTES_SUMMARY_MAX = 50;

/** The text of notes HTML (tags dropped, entities of spaces and markup read), for summaries. */
export function notesText(html: string): string {
  return html
    .replace(/<\/(p|li|blockquote)>/gi, ' ')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function notesSummary(html: string): string {
  return truncateText(notesText(html), NOTES_SUMMARY_MAX);
}


export interface JobSummaryTile {
  label: string;
  value: string;
}

/**
 * Spec 2 §2 Job view: tags, type, status, payment term description, Purchase Order and Release,
 * each when it has a value (the payment term only for users who receive it: JOB_COST_R).
 */
export function jobSummaryTiles(job: Pick<JobRecord, 'jobType' | 'jobStatus' | 'paymentTerm' | 'poNumber' | 'releaseNumber' | 'tagList'>): JobSummaryTile[] {
  const tiles: JobSummaryTile[] = [
    { label: 'Type', value: job.jobType.text },
    { label: 'Status', value: job.jobStatus.text },
    { label: 'Tags', value: job.tagList.map((tag) => tag.text).join(', ') },
    { label: 'Payment Term', value: job.paymentTerm?.description ?? '' },
    { label: 'Purchase Order', value: job.poNumber },
    { label: 'Release', value: job.releaseNumber },
  ];
  return tiles.filter((tile) => tile.value.trim() !== '');
}
