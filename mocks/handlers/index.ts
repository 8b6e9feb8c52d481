import type { RequestHandler } from 'msw';
import { accountHandlers } from './account-handlers';
import { adminRoleHandlers } from './admin-role-handlers';
import { adminUserHandlers } from './admin-user-handlers';
import { analyticsHandlers } from './analytics-handlers';
import { auditHandlers } from './audit-handlers';
import { reportOccurrenceHandlers } from './report-occurrence-handlers';
import { resourceAttributeAdminHandlers } from './resource-attribute-admin-handlers';
import { authHandlers } from './auth-handlers';
import { customerSearchHandlers } from './customer-search-handlers';
import { globalSearchHandlers } from './global-search-handlers';
import { dashboardHandlers } from './dashboard-handlers';
import { interceptHandler, notFoundHandler } from './fault-handlers';
import { feedbackHandlers } from './feedback-handlers';
import { guidedTourHandlers } from './guided-tour-handlers';
import { jobSearchHandlers } from './job-search-handlers';
import { loggerHandlers } from './logger-handlers';
import { picklistHandlers } from './picklist-handlers';
import { scheduleHandlers } from './schedule-handlers';
import { weatherHandlers } from './weather-handlers';
import { snapshotHandlers } from './snapshot-handlers';
import { systemSettingHandlers } from './system-setting-handlers';
import { timesheetHandlers } from './timesheet-handlers';
import { timesheetEntryHandlers } from './timesheet-entry-handlers';
import { userPreferenceHandlers } from './user-preference-handlers';
import { companyInformationHandlers } from './company-information-handlers';
import { paymentProviderHandlers } from './payment-provider-handlers';
import { smtpHandlers } from './smtp-handlers';
import { billingHandlers } from './billing-handlers';
import { storageHandlers } from './storage-handlers';
import { emailHistoryHandlers } from './email-history-handlers';
import { noteHandlers } from './note-handlers';
import { locationHandlers } from './location-handlers';
import { supplierHandlers } from './supplier-handlers';
import { customerHandlers } from './customer-handlers';
import { intakeHandlers } from './intake-handlers';
import { intakeSearchHandlers } from './intake-search-handlers';
import { bulkHandlers } from './bulk-handlers';
import { appointmentHandlers } from './appointment-handlers';
import { formHandlers } from './form-handlers';
import { formTemplateAdminHandlers } from './form-template-admin-handlers';
import { jobHandlers } from './job-handlers';
import { jobRecurrenceHandlers } from './job-recurrence-handlers';
import { jobStorageHandlers } from './job-storage-handlers';
import { documentChangeHandlers } from './document-change-handlers';
import { documentCreateHandlers } from './document-create-handlers';
import { documentReadHandlers } from './document-read-handlers';
import { documentSendHandlers } from './document-send-handlers';
import { portalHandlers } from './portal-handlers';
import { paymentHandlers } from './payment-handlers';
import { paymentSearchHandlers } from './payment-search-handlers';
import { catalogueHandlers } from './catalogue-handlers';
import { pricebookCatalogHandlers } from './pricebook-catalog-handlers';
import { pricebookFavoriteHandlers } from './pricebook-favorite-handlers';
import { pricebookItemHandlers } from './pricebook-item-handlers';
import { pricebookSearchHandlers } from './pricebook-search-handlers';
import { reconciliationHandlers } from './reconciliation-handlers';
import { resourceHandlers } from './resource-handlers';
import { taskHandlers } from './task-handlers';
import { resourceMaintenanceHandlers } from './resource-maintenance-handlers';
import { resourceStorageHandlers } from './resource-storage-handlers';
import { myDayHandlers } from './my-day-handlers';
import { visitHandlers } from './visit-handlers';
import { reportHandlers } from './report-handlers';
import { changeFeedHandlers } from './change-feed-handlers';

/** Every mock API handler. The interceptor must stay first and the not-found answer last. */
export const handlers: RequestHandler[] = [
  interceptHandler,
  ...authHandlers,
  ...userPreferenceHandlers,
  ...loggerHandlers,
  ...feedbackHandlers,
  ...auditHandlers,
  ...reportOccurrenceHandlers,
  ...resourceAttributeAdminHandlers,
  ...accountHandlers,
  ...adminUserHandlers,
  ...adminRoleHandlers,
  ...picklistHandlers,
  ...dashboardHandlers,
  ...analyticsHandlers,
  ...snapshotHandlers,
  ...customerSearchHandlers,
  ...globalSearchHandlers,
  ...jobSearchHandlers,
  ...scheduleHandlers,
  ...weatherHandlers,
  ...timesheetHandlers,
  ...timesheetEntryHandlers,
  ...systemSettingHandlers,
  ...guidedTourHandlers,
  ...companyInformationHandlers,
  ...paymentProviderHandlers,
  ...smtpHandlers,
  ...billingHandlers,
  ...storageHandlers,
  ...emailHistoryHandlers,
  ...noteHandlers,
  ...locationHandlers,
  ...supplierHandlers,
  ...customerHandlers,
  ...intakeHandlers,
  ...intakeSearchHandlers,
  ...bulkHandlers,
  ...appointmentHandlers,
  ...formHandlers,
  ...formTemplateAdminHandlers,
  ...jobHandlers,
  ...jobRecurrenceHandlers,
  ...jobStorageHandlers,
  ...paymentHandlers,
  ...paymentSearchHandlers,
  ...documentCreateHandlers,
  ...documentReadHandlers,
  ...documentChangeHandlers,
  ...documentSendHandlers,
  ...portalHandlers,
  ...catalogueHandlers,
  ...pricebookItemHandlers,
  ...pricebookCatalogHandlers,
  ...pricebookSearchHandlers,
  ...pricebookFavoriteHandlers,
  ...reconciliationHandlers,
  ...resourceHandlers,
  ...taskHandlers,
  ...resourceMaintenanceHandlers,
  ...resourceStorageHandlers,
  ...myDayHandlers,
  ...visitHandlers,
  ...reportHandlers,
  ...changeFeedHandlers,
  notFoundHandler,
];
