import type { DocumentKind, DocumentListItem, JobDocument } from '@/lib/schemas/document-schemas';
import { DocumentDeleteDialog } from './document-delete-dialog';
import { DocumentEmailDialog } from './document-email-dialog';
import { DocumentHistoryDialog } from './document-history-dialog';
import { DocumentNotesDialog } from './document-notes-dialog';
import { DocumentPdfDialog } from './document-pdf-dialog';
import { DocumentStatusDialog } from './document-status-dialog';
import { ESignRecordDialog } from './esign-record-dialog';
import { PromoteDocumentFlow } from './promote-document-flow';
import { RecordPaymentDialog } from './record-payment-dialog';
import { SendForESignDialog } from './send-for-esign-dialog';
import { documentTitle } from '../model/document-texts';

/** The dialog an action of a document's menu opens. */
export type OpenDocumentDialog =
  | { type: 'pdf'; kind: DocumentKind; context: string; title: string; filename: string }
  | { type: 'promote'; to: 'workOrder' | 'invoice' }
  | { type: 'changeStatus' | 'sendForESign' | 'eSignRecord' | 'email' | 'recordPayment' | 'history' | 'editNotes' | 'delete' };

export interface DocumentDialogsProps {
  document: DocumentListItem;
  dialog: OpenDocumentDialog;
  onClose: () => void;
  /** A promotion made a new document (the menu shows it). */
  onCreated: (document: JobDocument) => void;
}

/** Opens the dialog of one action on a document. */
export function DocumentDialogs({ document, dialog, onClose, onCreated }: DocumentDialogsProps) {
  switch (dialog.type) {
    case 'pdf':
      return <DocumentPdfDialog kind={dialog.kind} context={dialog.context} title={dialog.title} filename={dialog.filename} onClose={onClose} />;
    case 'promote':
      return <PromoteDocumentFlow document={document} to={dialog.to} onClose={onClose} onCreated={onCreated} />;
    case 'changeStatus':
      return <DocumentStatusDialog document={document} onClose={onClose} />;
    case 'sendForESign':
      return <SendForESignDialog document={document} onClose={onClose} />;
    case 'eSignRecord':
      return <ESignRecordDialog context={document.context} title={documentTitle(document)} onClose={onClose} />;
    case 'email':
      return <DocumentEmailDialog document={document} onClose={onClose} />;
    case 'recordPayment':
      return (
        <RecordPaymentDialog
          open
          jobContext={document.job.context}
          invoices={[{ context: document.context, number: document.number, amountDue: document.amountDue ?? 0 }]}
          invoiceContext={document.context}
          onClose={onClose}
        />
      );
    case 'history':
      return <DocumentHistoryDialog kind={document.kind} context={document.context} title={documentTitle(document)} onClose={onClose} />;
    case 'editNotes':
      return <DocumentNotesDialog document={document} onClose={onClose} />;
    case 'delete':
      return <DocumentDeleteDialog document={document} onClose={onClose} />;
  }
}
