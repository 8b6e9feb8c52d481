import { seededUuid } from './ids';
import { seedRecentUses, seedTimesheets } from './seed-activity';
import { seedCompany, type SeededUserKey } from './seed-company';
import { seedCustomers } from './seed-customers';
import { seedDocuments } from './seed-documents';
import { seedEmails } from './seed-emails';
import { seedPortalLinks } from './seed-portal-links';
import { seedOptionsDemo } from './seed-proposal-options';
import { seedForms } from './seed-forms';
import { seedJobChains } from './seed-job-chains';
import { seedDiscounts, seedTaxOverrides } from './seed-job-pricing';
import { createLargeSeed } from './seed-large';
import { seedLocations } from './seed-locations';
import { withTechnicianDay } from './seed-my-day';
import { seedOperations } from './seed-operations';
import { seedPricebookBundles, seedPricebookCategories, seedPricebookFavorites, seedPricebookItems, seedPricebookVendors } from './seed-pricebook';
import { seedPricebookImages } from './seed-pricebook-images';
import { seedInventoryLevels, seedReconciliations } from './seed-pricebook-stock';
import { seedDemoMaintenance, seedDemoResources, seedResourceAttributes } from './seed-resources';
import { seedAppointments } from './seed-schedule';
import { seedStorage } from './seed-storage';
import { seedSuppliers } from './seed-suppliers';
import { seedTasks } from './seed-tasks';
import { seedWeatherEvents } from './seed-weather';
import { seedWorkWeekAppointments } from './seed-work-week';
import type { MockData, SeedKind } from './types';

export {
  allPermissions,
  DEMO_PASSWORD,
  defaultPreferences,
  LANDING_PAGE_PREFERENCE_KEY,
  MAX_FAILED_LOGINS,
  MOCK_DB_SCHEMA_VERSION,
  seededGuids,
  seededUsernames,
} from './seed-company';

/**
 * A seed, built the same way every time (only dates follow `now`): the demo company (`small`) or
 * the same company with thousands of generated records for performance work (`large`).
 */
export function createSeed(now: Date = new Date(), kind: SeedKind = 'small'): MockData {
  return kind === 'large' ? createLargeSeed(now) : createSmallSeed(now);
}

/** The demo company. */
function createSmallSeed(now: Date): MockData {
  const company = seedCompany(now);
  const userId = (key: SeededUserKey): string => seededUuid(`user:${key}`);
  const { users, personnel } = company;
  const customers = seedCustomers(now);
  const operations = seedOperations(now, customers);
  const documents = seedDocuments(now, operations.plans, customers);
  const scheduled = seedAppointments(now, operations.plans, operations.intakes, documents.workOrders);
  const appointments = [...scheduled, ...seedWorkWeekAppointments(now, operations.plans, scheduled)];
  const tasks = seedTasks(now, operations.plans, customers, operations.intakes);
  const timesheetEntries = seedTimesheets(now, personnel, operations.plans, appointments);
  const recentUses = seedRecentUses(
    now,
    { admin: userId('admin'), office: userId('office'), tech: userId('tech') },
    { intakes: operations.intakes, plans: operations.plans, tasks, appointments },
  );
  const forms = seedForms(now, operations.intakes, operations.jobs);
  const pricebookItems = seedPricebookItems(now);
  const inventoryLevels = seedInventoryLevels(now, pricebookItems);
  // The good / better / best demo (issue 20): its job, lines and three-option proposal join the seed.
  const optionsDemo = seedOptionsDemo(now, operations.jobs, documents.proposals, customers, pricebookItems);
  if (optionsDemo) {
    operations.jobs.push(optionsDemo.job);
    operations.jobDetails.push(...optionsDemo.lines);
    documents.proposals.push(optionsDemo.proposal);
  }
  const stock = seedReconciliations(operations.jobs, operations.jobDetails, inventoryLevels);
  const portalLinks = seedPortalLinks();

  return withTechnicianDay(now, {
    ...company,
    seedKind: 'small',
    sentEmails: seedEmails(now, { customers, jobs: operations.jobs, proposals: documents.proposals, invoices: documents.invoices, appointments, users }, portalLinks),
    customers,
    recentUses,
    intakes: operations.intakes,
    intakeHistory: operations.intakeHistory,
    jobs: operations.jobs,
    jobDetails: stock.jobDetails,
    discounts: seedDiscounts(now, customers.map((customer) => customer.jobConfig.discount)),
    taxOverrides: seedTaxOverrides(now),
    jobChains: seedJobChains(appointments, (chainId) => operations.jobs.find((job) => job.chainId === chainId)?.dateTime ?? now.toISOString()),
    pricebookItems,
    pricebookBundles: seedPricebookBundles(now, pricebookItems),
    pricebookCategories: seedPricebookCategories(now),
    pricebookVendors: seedPricebookVendors(now),
    pricebookFavorites: seedPricebookFavorites(now, { admin: userId('admin'), office: userId('office') }, pricebookItems),
    inventoryLevels,
    reconciliations: stock.reconciliations,
    pricebookImages: seedPricebookImages(),
    resources: seedDemoResources(now),
    resourceAttributes: seedResourceAttributes(),
    resourceMaintenance: seedDemoMaintenance(now),
    weatherEvents: seedWeatherEvents(now),
    appointments,
    tasks,
    proposals: documents.proposals,
    workOrders: documents.workOrders,
    invoices: documents.invoices,
    payments: documents.payments,
    timesheetEntries,
    locations: seedLocations(now),
    suppliers: seedSuppliers(now),
    storageItems: seedStorage(now, customers, operations.jobs),
    formTemplates: forms.formTemplates,
    formInstances: forms.formInstances,
    idempotencyRecords: [],
    portalTokens: portalLinks.tokens,
    textMessages: [],
  });
}
