import { documentPermissions } from '@/lib/permission-codes';
import type { DocumentListItem } from '@/lib/schemas/document-schemas';

export type DocumentAction =
  | 'view'
  | 'download'
  | 'changeStatus'
  | 'sendForESign'
  | 'eSignRecord'
  | 'email'
  | 'recordPayment'
  | 'promoteToWorkOrder'
  | 'promoteToInvoice'
  | 'viewPromotedWorkOrder'
  | 'viewPromotedInvoice'
  | 'history'
  | 'editNotes'
  | 'viewJob'
  | 'viewCustomer'
  | 'delete';

export const documentActionLabels: Record<DocumentAction, string> = {
  view: 'View',
  download: 'Download',
  changeStatus: 'Change Status',
  sendForESign: 'Send for eSign',
  eSignRecord: 'eSign Record',
  email: 'Email',
  recordPayment: 'Record Payment',
  promoteToWorkOrder: 'Promote to Work Order',
  promoteToInvoice: 'Promote to Invoice',
  viewPromotedWorkOrder: 'View Promoted Work Order',
  viewPromotedInvoice: 'View Promoted Invoice',
  history: 'History',
  editNotes: 'Edit Internal Notes',
  viewJob: 'View Job',
  viewCustomer: 'View Customer',
  delete: 'Delete',
};

export interface DocumentActionContext {
  can: (code: string) => boolean;
  /** Where the menu is: on its job (no View Job), a list, or the dashboard (work orders hide Delete). */
  where: 'job' | 'list' | 'dashboard';
  /** A phone: Download is hidden (spec 2 §2). */
  compact: boolean;
}

/**
 * The actions of a document's menu, in order (spec 2 §2 Proposal and Work order action menus, with
 * every permission rule; invoices as issue 15 adds them). Status changes need update permission;
 * promotion the target's create permission while not promoted, then its read permission to view it.
 * eSign Record (issue 18) shows once the customer has answered in the portal.
 */
export function documentActions(
  document: Pick<DocumentListItem, 'kind' | 'promotedToWorkOrder' | 'promotedToInvoice' | 'amountDue'> & { eSign?: DocumentListItem['eSign'] },
  context: DocumentActionContext,
): DocumentAction[] {
  const { can, where, compact } = context;
  const permissions = documentPermissions[document.kind];
  const isProposal = document.kind === 'proposal';
  const isInvoice = document.kind === 'invoice';
  const shown: Record<DocumentAction, boolean> = {
    view: true,
    download: !compact,
    changeStatus: !isInvoice && can(permissions.update),
    sendForESign: isProposal && can(permissions.update),
    eSignRecord: isProposal && Boolean(document.eSign?.customerResponse),
    email: true,
    recordPayment: isInvoice && can('PYMT_C') && (document.amountDue ?? 0) > 0,
    promoteToWorkOrder: isProposal && document.promotedToWorkOrder === null && can(documentPermissions.workOrder.create),
    promoteToInvoice: !isInvoice && document.promotedToInvoice === null && can(documentPermissions.invoice.create),
    viewPromotedWorkOrder: isProposal && document.promotedToWorkOrder !== null && can(documentPermissions.workOrder.read),
    viewPromotedInvoice: !isInvoice && document.promotedToInvoice !== null && can(documentPermissions.invoice.read),
    history: true,
    editNotes: can(permissions.update),
    viewJob: where !== 'job' && can('JOB_R'),
    viewCustomer: can('CUST_R'),
    delete: can(permissions.delete) && !(document.kind === 'workOrder' && where === 'dashboard'),
  };
  return (Object.keys(documentActionLabels) as DocumentAction[]).filter((action) => shown[action]);
}
