import { endpoints } from '../../src/config/endpoints';
import {
  intakeSearchRequestSchema,
  intakeSortFields,
  type IntakeListItem,
  type IntakeSearchRequest,
  type IntakeSortField,
} from '../../src/lib/schemas/intake-schemas';
import { customerName } from '../db/record-views';
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import type { Customer, Intake } from '../db/types';
import { compareKeys, compareText } from '../lib/text-order';
import { validationError } from './handler-utils';
import { addressView, createLookup, customerRef, personnelRef, picklistRef, type Lookup } from './record-refs';
import { issueMessages, route } from './route';
import { page, searchTerm, telephoneDigits, unknownSortText, type SearchAnswer } from './search-utils';

function listItem(lookup: Lookup, intake: Intake, customer: Customer): IntakeListItem {
  return {
    context: intake.context,
    dateTime: intake.dateTime,
    status: intake.status,
    description: intake.description,
    notes: intake.notes,
    intakeType: picklistRef(lookup, intake.intakeTypeContext),
    assignedTo: personnelRef(lookup, intake.assignedToContext),
    needsCallback: intake.needsCallback,
    customer: customerRef(lookup, customer),
    serviceAddress: addressView(lookup, intake.serviceAddressContext),
    jobCount: lookup.db.jobs.count('intake', intake.context),
  };
}


/** Texts the free-text search matches: title, description, the customer's names, addresses, telephones and emails. */
function searchTexts(lookup: Lookup, intake: Intake, customer: Customer): string[] {
  const serviceAddress = lookup.address(intake.serviceAddressContext);
  const addresses = serviceAddress ? [serviceAddress, ...customer.addresses] : customer.addresses;
  return [
    intake.description,
    intake.notes,
    customer.firstName,
    customer.lastName,
    customer.companyName,
    customerName(customer),
    ...addresses.map((address) => [address.street1, address.street2, address.city, address.state, address.postalCode].join(' ')),
    ...customer.telephoneList.map((telephone) => telephone.number),
    ...customer.emailList.map((email) => email.address),
  ];
}


const byText = compareText;

type IntakeRow = { intake: Intake; customer: Customer };

/**
 * The intake records a search request matches (statuses, assignee, customer, term), in its sort
 * order, or a 400; `total` counts every intake with a customer. The list's page and bulk changes'
 * "all matching this filter" both come from here.
 */
export function matchingIntake(db: MockDb, body: IntakeSearchRequest): Response | { found: IntakeRow[]; total: number } {
  const term = searchTerm(body.searchTerm);
  if (term instanceof Response) return term;
  const sortBy = (body.sort.by.trim() || 'DateTime') as IntakeSortField;
  if (!(intakeSortFields as readonly string[]).includes(sortBy)) return validationError([unknownSortText(body.sort.by)]);

  const lookup = createLookup(db);
  const digits = telephoneDigits(term);
  const rows = db.intakes
    .all()
    .map((intake) => ({ intake, customer: lookup.customer(intake.customerContext) }))
    .filter((row): row is IntakeRow => row.customer !== undefined);
  const found = rows.filter(({ intake, customer }) => {
    if (body.statuses.length > 0 && !body.statuses.includes(intake.status)) return false;
    if (body.assignedTo !== null && intake.assignedToContext !== body.assignedTo) return false;
    if (body.customerContext !== null && intake.customerContext !== body.customerContext) return false;
    if (!term) return true;
    if (searchTexts(lookup, intake, customer).some((text) => text.toLowerCase().includes(term))) return true;
    return digits !== '' && customer.telephoneList.some((telephone) => telephone.number.replace(/\D/g, '').includes(digits));
  });

  const direction = body.sort.direction === 'ASC' ? 1 : -1;
  const typeText = (intake: Intake) => lookup.picklist(intake.intakeTypeContext)?.text ?? '';
  const primary = (a: IntakeRow, b: IntakeRow): number => {
    switch (sortBy) {
      case 'Status':
        return byText(a.intake.status, b.intake.status);
      case 'IntakeType':
        return byText(typeText(a.intake), typeText(b.intake)) || byText(a.intake.description, b.intake.description);
      case 'Description':
        return byText(a.intake.description, b.intake.description);
      case 'Customer':
        return byText(customerName(a.customer), customerName(b.customer));
      case 'DateTime':
        return compareKeys(a.intake.dateTime, b.intake.dateTime);
    }
  };
  // Ties: newest first, then a stable order.
  const ordered = [...found].sort(
    (a, b) => primary(a, b) * direction || compareKeys(b.intake.dateTime, a.intake.dateTime) || compareKeys(a.intake.context, b.intake.context),
  );
  return { found: ordered, total: rows.length };
}

/** Filter (statuses, assignee, customer, term), sort by one of the keys, then one page. */
const search = route('post', endpoints.intakeSearch.search, { allow: 'INTAKE_R', body: intakeSearchRequestSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  const matched = matchingIntake(db, body);
  if (matched instanceof Response) return matched;
  const lookup = createLookup(db);
  const answer: SearchAnswer<IntakeListItem> = {
    results: page(matched.found, body.pageNumber, body.pageSize).map(({ intake, customer }) => listItem(lookup, intake, customer)),
    searchResultCount: matched.found.length,
    totalCount: matched.total,
  };
  return answer;
});

/** IntakeSearch/Search (INTAKE_R). */
export const intakeSearchHandlers = [search];
