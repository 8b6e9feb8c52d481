/** The customers feature's public surface. */
export { customersRoutes } from './routes';
export {
  CustomerSummaryEditor,
  emptyCustomerSummaryValue,
  type CustomerSummaryEditorProps,
  type CustomerSummaryValue,
} from './components/customer-summary-editor';
export { CustomerSummaryView, type CustomerSummaryViewProps } from './components/customer-summary-view';
export { ExpandableCustomerSummary } from './components/expandable-customer-summary';
export { CustomerPicker, type CustomerPickerProps, type CustomerSelection } from './components/customer-picker';
export { CustomerNotesPanel, type CustomerNotesPanelProps } from './components/customer-notes-panel';
export { customerKeys } from './api/customer-keys';
export { customerQueryOptions, useCustomer } from './api/get-customer';
export { customerJobConfigQueryOptions, useCustomerJobConfig } from './api/get-customer-job-config';
export { customerRefFromRecord, primaryBillingAddress, primaryServiceAddress } from './model/customer-ref';
export type { CustomerRecord, JobConfigResponse, PaymentTermRef } from '@/lib/schemas/customer-schemas';
