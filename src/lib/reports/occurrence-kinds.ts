/** The occurrence reports (issue 19), without zod: the route table reads their titles. */
export const occurrenceKinds = ['intake', 'proposal', 'esign', 'workorder'] as const;
export type OccurrenceKind = (typeof occurrenceKinds)[number];

export const occurrenceGroupings = ['status', 'type', 'source', 'adSource', 'response'] as const;
export type OccurrenceGrouping = (typeof occurrenceGroupings)[number];

/** What each report counts, by which date, and the groupings it offers (the first is the default). */
export const occurrenceReports: Record<OccurrenceKind, { title: string; records: string; dateLabel: string; groupings: readonly OccurrenceGrouping[] }> = {
  intake: { title: 'Intake Occurrence', records: 'intake records', dateLabel: 'Date received', groupings: ['status', 'type', 'source', 'adSource'] },
  proposal: { title: 'Proposal Occurrence', records: 'proposals', dateLabel: 'Proposal date', groupings: ['status'] },
  esign: { title: 'E-Sign Occurrence', records: 'proposals sent for eSign', dateLabel: 'Date sent', groupings: ['response'] },
  workorder: { title: 'Work Order Occurrence', records: 'work orders', dateLabel: 'Work order date', groupings: ['status'] },
};

export const occurrenceGroupingLabels: Record<OccurrenceGrouping, string> = {
  status: 'Status',
  type: 'Type',
  source: 'Source',
  adSource: 'Ad Source',
  response: 'Customer Response',
};

