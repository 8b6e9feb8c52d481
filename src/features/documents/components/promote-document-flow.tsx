import { useEffect, useState } from 'react';
import { whileBlocking } from '@/components/blocking-overlay';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { documentMessages, type DocumentListItem, type JobDocument, type PromotionAnswer } from '@/lib/schemas/document-schemas';
import { createPromotionRequest } from '../api/document-mutations';
import { documentTexts, documentTitle } from '../model/document-texts';
import { DocumentCreateDialog } from './document-create-dialog';

export interface PromoteDocumentFlowProps {
  document: DocumentListItem;
  to: 'workOrder' | 'invoice';
  onClose: () => void;
  onCreated: (document: JobDocument) => void;
}

/**
 * Promote to Work Order / Promote to Invoice (spec 2 §4 Promotion): asks the server for the
 * promotion request; when the job changed since the document was made a Warning asks first; then
 * the create dialog opens with the request.
 */
export function PromoteDocumentFlow({ document, to, onClose, onCreated }: PromoteDocumentFlowProps) {
  const [answer, setAnswer] = useState<PromotionAnswer | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => {
    let live = true;
    whileBlocking(createPromotionRequest(document.kind, document.context, to)).then(
      (next) => {
        if (!live) return;
        setAnswer(next);
        setConfirmed(!next.jobModifiedSinceJobDocumentCreated);
      },
      // The API client has shown the error; nothing opens.
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [document.kind, document.context, to, onClose]);

  if (!answer) return null;
  if (!confirmed) {
    return (
      <ConfirmDialog
        open
        title={documentTexts.warningTitle}
        message={documentMessages.jobModifiedWarning(document.kind)}
        confirmLabel="Continue"
        onConfirm={() => setConfirmed(true)}
        onCancel={onClose}
      />
    );
  }
  return (
    <DocumentCreateDialog
      kind={to}
      request={{ ...answer.createRequest, promotion: { promotedFromProposalContext: answer.promotedFromProposalContext, promotedFromWorkOrderContext: answer.promotedFromWorkOrderContext, jobModifiedSinceJobDocumentCreated: answer.jobModifiedSinceJobDocumentCreated } }}
      promotedFrom={documentTitle(document)}
      images={null}
      payments={null}
      onClose={onClose}
      onCreated={onCreated}
    />
  );
}
