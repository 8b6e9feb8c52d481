import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useOpenedOnce } from '@/components/use-opened-once';
import { RowMenuButton } from '@/components/data-table/cell-parts';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';
import { downloadBlob } from '@/lib/download-blob';
import { can } from '@/lib/permissions';
import type { DocumentKind, DocumentListItem, JobDocument } from '@/lib/schemas/document-schemas';
import { useCompactWidth } from '@/lib/use-compact-width';
import { whileBlocking } from '@/components/blocking-overlay';
import { getDocumentPdf } from '../api/get-document';
import { documentActionLabels, documentActions, type DocumentAction } from '../model/document-actions';
import { documentTitle } from '../model/document-texts';
import type { OpenDocumentDialog } from './document-dialogs';

/** The dialogs load with the first action that opens one (a list shows a menu on every row). */
const DocumentDialogs = lazy(() => import('./document-dialogs').then((module) => ({ default: module.DocumentDialogs })));

export interface DocumentActionMenuProps {
  document: DocumentListItem;
  /** Where the menu is: a job's documents, a document list, or the dashboard (work orders hide Delete there). */
  where: 'job' | 'list' | 'dashboard';
}


/**
 * A document's action menu (spec 2 §2 Proposal and Work order action menus; invoices alike): View,
 * Download (not on phones), Change Status, Send for eSign, Email, Record Payment, Promote to … or
 * View Promoted …, History, Edit Internal Notes, View Job, View Customer, Delete, each by permission.
 */
export function DocumentActionMenu({ document, where }: DocumentActionMenuProps) {
  const menuId = useId();
  const navigate = useNavigate();
  const user = useSession().userState;
  const compact = useCompactWidth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuUsed = useOpenedOnce(anchor !== null);
  const [dialog, setDialog] = useState<OpenDocumentDialog | null>(null);
  const title = documentTitle(document);
  const actions = menuUsed ? documentActions(document, { can: (code) => can(user, code), where, compact }) : [];

  const viewPdf = (kind: DocumentKind, context: string, number: number) =>
    setDialog({ type: 'pdf', kind, context, title: documentTitle({ kind, number }), filename: `${documentTitle({ kind, number }).replace(' ', '-')}.pdf` });

  const run = (action: DocumentAction) => {
    setAnchor(null);
    switch (action) {
      case 'view':
        return viewPdf(document.kind, document.context, document.number);
      case 'download':
        return void whileBlocking(getDocumentPdf(document.kind, document.context, 'download')).then((blob) => downloadBlob(blob, document.filename), () => undefined);
      case 'viewPromotedWorkOrder':
        return document.promotedToWorkOrder && viewPdf('workOrder', document.promotedToWorkOrder.context, document.promotedToWorkOrder.number);
      case 'viewPromotedInvoice':
        return document.promotedToInvoice && viewPdf('invoice', document.promotedToInvoice.context, document.promotedToInvoice.number);
      case 'viewJob':
        return void navigate(paths.jobsView(document.job.context));
      case 'viewCustomer':
        return void navigate(paths.customersView(document.customer.context));
      case 'promoteToWorkOrder':
        return setDialog({ type: 'promote', to: 'workOrder' });
      case 'promoteToInvoice':
        return setDialog({ type: 'promote', to: 'invoice' });
      default:
        return setDialog({ type: action });
    }
  };

  const created = (next: JobDocument) => viewPdf(next.kind, next.context, next.number);

  return (
    <>
      <RowMenuButton label={`Actions for ${title}`} menuId={anchor ? menuId : undefined} onOpen={(event) => setAnchor(event.currentTarget)} />
      {menuUsed ? (
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {actions.map((action) => (
            <MenuItem key={action} onClick={() => run(action)} sx={action === 'delete' ? { color: 'error.main' } : undefined}>
              {documentActionLabels[action]}
            </MenuItem>
          ))}
        </Menu>
      ) : null}
      {dialog ? (
        <Suspense fallback={null}>
          <DocumentDialogs document={document} dialog={dialog} onClose={() => setDialog(null)} onCreated={created} />
        </Suspense>
      ) : null}
    </>
  );
}
