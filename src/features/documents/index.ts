/** The documents feature's public surface: proposals, work orders, invoices and payments (issue 15). */
export { documentKeys } from './api/document-keys';
export { DocumentActionMenu } from './components/document-action-menu';
export { RecordPaymentDialog } from './components/record-payment-dialog';
export { JobDocumentCreateMenu, type JobDocumentSource } from './components/job-document-create-menu';
export { documentTitle } from './model/document-texts';
export { eSignEPaySummary, isPaid } from './model/document-summary';
export { proposalOptionNote, proposalTotalText } from './model/proposal-options-display';
