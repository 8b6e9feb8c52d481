import { documentKindNames, type DocumentKind } from '@/lib/schemas/document-schemas';

/** "Proposal 2001": how a document is named in menus, dialogs and toasts. */
export function documentTitle(document: { kind: DocumentKind; number: number }): string {
  return `${documentKindNames[document.kind]} ${document.number}`;
}

/** The words of the documents feature's dialogs and toasts. */
export const documentTexts = {
  created: (kind: DocumentKind, number: number) => `${documentKindNames[kind]} ${number} created.`,
  emailed: 'Email sent.',
  sentForESign: 'Proposal sent for eSign.',
  notesSaved: 'Internal notes updated.',
  deleted: (kind: DocumentKind) => `${documentKindNames[kind]} deleted.`,
  deleteTitle: (kind: DocumentKind) => `Delete ${documentKindNames[kind]}?`,
  deleteMessage: (title: string) => `${title} will be deleted. Its job details become free for new documents. This action cannot be undone.`,
  pdfFailed: 'The PDF could not be loaded. Please try again.',
  noHistory: 'No history has been recorded for this document.',
  warningTitle: 'Warning',
} as const;
