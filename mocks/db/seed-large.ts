import { seedCompany } from './seed-company';
import { createSeedRandom } from './seed-helpers';
import { seedLargeEmails } from './seed-large-emails';
import { seedPortalLinks } from './seed-portal-links';
import { seedLargeCustomers } from './seed-large-people';
import { seedLargeDocuments } from './seed-large-documents';
import { seedLargeAppointments, seedLargeIntakes, seedLargeJobs, seedLargePricebook } from './seed-large-work';
import { seedLargeTasks } from './seed-large-tasks';
import { seedLocations } from './seed-locations';
import { seedFormTemplates } from './seed-forms';
import { seedDiscounts, seedTaxOverrides } from './seed-job-pricing';
import { personnelContexts } from './seed-personnel';
import { categoryContextsOf, seedPricebookCategories, seedPricebookVendors } from './seed-pricebook';
import { seedPricebookImages } from './seed-pricebook-images';
import { seedLargeResources, seedResourceAttributes } from './seed-resources';
import { seedSuppliers } from './seed-suppliers';
import { seedWeatherEvents } from './seed-weather';
import type { MockData } from './types';

/**
 * The demo company with thousands of records for performance work: 5,000 customers, 6,000 intake
 * records, 10,000 jobs with their lines, 20,000 appointments, 5,000 pricebook items, 2,000 proposals
 * and work orders, 3,000 invoices and their payments, 3,000 tasks, about 4,000 sent emails. Generated from one
 * fixed random seed, so every build is the same (only dates follow `now`). Later issues add their
 * records here. Its pricebook has the demo's categories, vendors and resources, without bundles or stock.
 */
export function createLargeSeed(now: Date): MockData {
  const random = createSeedRandom('large-seed');
  const company = seedCompany(now);
  const suppliers = seedSuppliers(now);
  const customers = seedLargeCustomers(now, random);
  const staff = [personnelContexts.office, personnelContexts.admin, personnelContexts.tech];
  const technicians = [personnelContexts.tech, personnelContexts.marco, personnelContexts.priya, personnelContexts.sam];
  const pricebookCategories = seedPricebookCategories(now);
  const pricebookVendors = seedPricebookVendors(now);
  const pricebookItems = seedLargePricebook(
    now,
    random,
    pricebookVendors.map((vendor) => vendor.context),
    { Item: categoryContextsOf('Item'), Service: categoryContextsOf('Service'), Labor: categoryContextsOf('Labor') },
  );
  const { intakes, history } = seedLargeIntakes(now, random, customers, staff);
  const { jobs, lines } = seedLargeJobs(now, random, customers, intakes, pricebookItems);
  const appointments = seedLargeAppointments(random, jobs, technicians);
  const documents = seedLargeDocuments(random, jobs, lines);
  const fleet = seedLargeResources(now);
  const senders = company.users.filter((user) => staff.includes(user.personnelContext ?? '')).map((user) => `${user.firstName} ${user.lastName}`);
  const portalLinks = seedPortalLinks();
  const sentEmails = seedLargeEmails(now, random, { customers, jobs, proposals: documents.proposals, invoices: documents.invoices, appointments, senders }, portalLinks);
  return {
    ...company,
    seedKind: 'large',
    sentEmails,
    customers,
    recentUses: [],
    intakes,
    intakeHistory: history,
    jobs,
    jobDetails: lines,
    discounts: seedDiscounts(now, customers.map((customer) => customer.jobConfig.discount)),
    taxOverrides: seedTaxOverrides(now),
    jobChains: [],
    pricebookItems,
    pricebookBundles: [],
    pricebookCategories,
    pricebookVendors,
    pricebookFavorites: [],
    inventoryLevels: [],
    reconciliations: [],
    pricebookImages: seedPricebookImages(),
    resources: fleet.resources,
    resourceAttributes: seedResourceAttributes(),
    resourceMaintenance: fleet.maintenance,
    weatherEvents: seedWeatherEvents(now),
    appointments,
    tasks: seedLargeTasks(now, random, jobs, intakes, [...staff, ...technicians.slice(1)]),
    ...documents,
    timesheetEntries: [],
    locations: seedLocations(now),
    suppliers,
    storageItems: [],
    formTemplates: seedFormTemplates(now),
    formInstances: [],
    idempotencyRecords: [],
    portalTokens: portalLinks.tokens,
    textMessages: [],
  };
}
