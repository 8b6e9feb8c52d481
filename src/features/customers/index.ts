/** The customers feature's public surface. */
export { customersRoutes } from './routes';
export { CustomerSummaryEditor, type CustomerSummaryEditorProps, type CustomerSummaryValue } from './components/customer-summary-editor';
export { CustomerSummaryView, type CustomerSummaryViewProps } from './components/customer-summary-view';
export { CustomerPicker, type CustomerPickerProps, type CustomerSelection } from './components/customer-picker';
