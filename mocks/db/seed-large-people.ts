import type { Address, Email, Telephone } from '../../src/lib/schemas/common-schemas';
import type { SeedRandom } from './seed-helpers';
import { DAY_MS } from './seed-helpers';
import type { Customer } from './types';

/** Customers the large seed holds. */
export const LARGE_CUSTOMER_COUNT = 5_000;

/**
 * A uuid-shaped id from a kind number and a counter: fast to make, unique within the large seed and
 * the same on every build. Version 4 layout, so uuid validators accept it.
 */
export function largeId(kind: number, index: number): string {
  return `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
}

/** Kind numbers of `largeId`, one per kind of record. */
export const idKinds = {
  customer: 0x1a0001,
  address: 0x1a0002,
  telephone: 0x1a0003,
  email: 0x1a0004,
  intake: 0x1a0010,
  intakeHistory: 0x1a0011,
  job: 0x1a0020,
  jobDetail: 0x1a0021,
  jobDetailGuid: 0x1a0022,
  pricebookItem: 0x1a0030,
  appointment: 0x1a0040,
  proposal: 0x1a0050,
  workOrder: 0x1a0051,
  invoice: 0x1a0052,
  payment: 0x1a0053,
  task: 0x1a0060,
  taskChecklistItem: 0x1a0061,
  sentEmail: 0x1a0070,
  emailAttachment: 0x1a0071,
} as const;

const firstNames = [
  'Ava', 'Ben', 'Carla', 'Diego', 'Elena', 'Farid', 'Grace', 'Hiro', 'Isla', 'Jamal', 'Keiko', 'Liam', 'Maya', 'Noah', 'Olga', 'Pablo',
  'Quinn', 'Rosa', 'Sanjay', 'Tessa', 'Umar', 'Vera', 'Wes', 'Ximena', 'Yusuf', 'Zoe', 'Anita', 'Brooke', 'Colin', 'Dana', 'Emeka', 'Fiona',
];
const lastNames = [
  'Abbott', 'Baker', 'Castillo', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Hughes', 'Ibarra', 'Jensen', 'Kowalski', 'Lindqvist', 'Martin',
  'Nguyen', 'Okafor', 'Patel', 'Quintero', 'Reyes', 'Schmidt', 'Tanaka', 'Underwood', 'Vasquez', 'Walsh', 'Xu', 'Yamamoto', 'Zimmerman',
  'Alvarez', 'Brennan', 'Chen', 'Donovan', 'Ellis', 'Foster', 'Gallagher', 'Holm', 'Iverson', 'Jordan', 'Kim', 'Larsen', 'Moreau', 'Novak',
];
const companyWords = ['Alder', 'Cascade', 'Cedar', 'Columbia', 'Evergreen', 'Fir', 'Harbor', 'Juniper', 'Maple', 'Mt. Hood', 'Oak', 'Pine', 'Rose City', 'Willamette'];
const companyKinds = ['Apartments', 'Bakery', 'Brewing Co.', 'Dental', 'Family Clinic', 'Fitness', 'Hotel', 'Market', 'Property Management', 'School', 'Storage', 'Veterinary'];
const streets = ['Alberta St', 'Belmont St', 'Burnside St', 'Clinton St', 'Division St', 'Fremont St', 'Hawthorne Blvd', 'Killingsworth St', 'Lombard St', 'Mississippi Ave', 'Sandy Blvd', 'Stark St', 'Williams Ave', 'Woodstock Blvd'];
const places = [
  { city: 'Portland', state: 'OR', postalCodes: ['97202', '97206', '97211', '97214', '97217', '97219'] },
  { city: 'Beaverton', state: 'OR', postalCodes: ['97005', '97006', '97007'] },
  { city: 'Gresham', state: 'OR', postalCodes: ['97030', '97080'] },
  { city: 'Lake Oswego', state: 'OR', postalCodes: ['97034', '97035'] },
  { city: 'Vancouver', state: 'WA', postalCodes: ['98660', '98664', '98683'] },
] as const;

function emailSlug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** 5,000 customers: people and companies with addresses, telephones and emails; some sub-customers (sites), some inactive. */
export function seedLargeCustomers(now: Date, random: SeedRandom): Customer[] {
  const customers: Customer[] = [];
  let addressCount = 0;
  let telephoneCount = 0;
  let emailCount = 0;
  const companies: Customer[] = [];
  for (let index = 0; index < LARGE_CUSTOMER_COUNT; index += 1) {
    const context = largeId(idKinds.customer, index + 1);
    const place = random.pick(places);
    const parent = index % 10 === 9 && companies.length > 0 ? random.pick(companies) : null;
    const company = parent === null && random.chance(0.2);
    const firstName = random.pick(firstNames);
    const lastName = random.pick(lastNames);
    const companyName = parent
      ? `${parent.companyName} \u2013 ${random.pick(streets)} site ${index}`
      : company
        ? `${random.pick(companyWords)} ${random.pick(companyKinds)} ${index}`
        : '';
    const street = `${random.int(100, 19999)} ${random.pick(['N', 'NE', 'SE', 'SW', 'NW'])} ${random.pick(streets)}`;
    const address = (addressType: Address['addressType']): Address => ({
      context: largeId(idKinds.address, ++addressCount),
      addressType,
      street1: street,
      street2: random.chance(0.15) ? `Unit ${random.int(1, 40)}` : '',
      city: place.city,
      state: place.state,
      postalCode: random.pick(place.postalCodes),
      primary: true,
    });
    const addresses = [address('Service')];
    if (company && random.chance(0.5)) addresses.push(address('Billing'));
    const area = place.state === 'WA' ? '360' : '503';
    const telephoneList: Telephone[] = [
      {
        context: largeId(idKinds.telephone, ++telephoneCount),
        telephoneType: company || parent ? 'Work' : 'Mobile',
        number: `(${area}) 555-${String(1000 + (index % 9000)).padStart(4, '0')}`,
        primary: true,
      },
    ];
    if (random.chance(0.3)) {
      telephoneList.push({ context: largeId(idKinds.telephone, ++telephoneCount), telephoneType: 'Home', number: `(${area}) 555-${String(random.int(1000, 9999))}`, primary: false });
    }
    const mailbox = company || parent ? `office${index}@${emailSlug(companyName).slice(0, 18)}.test` : `${emailSlug(firstName)}.${emailSlug(lastName)}${index}@example.com`;
    const emailList: Email[] = [{ context: largeId(idKinds.email, ++emailCount), emailType: company || parent ? 'Work' : 'Personal', address: mailbox, primary: true }];
    const created = new Date(now.getTime() - random.int(1, 1500) * DAY_MS - random.int(0, 1440) * 60_000).toISOString();
    const customer: Customer = {
      context,
      customerType: company || parent ? 'Company' : 'Person',
      firstName: company || parent ? '' : firstName,
      lastName: company || parent ? '' : lastName,
      companyName,
      active: !random.chance(0.08),
      parentContext: parent?.context ?? null,
      addresses,
      telephoneList,
      emailList,
      notes: random.chance(0.2) ? 'Gate code 4417. Call ahead.' : '',
      jobConfig: { jobNamePattern: '', discount: company && random.chance(0.2) ? 5 : 0, paymentTermContext: null, taxOverride: null },
      dateCreated: created,
      dateModified: created,
      version: 1,
    };
    if (company) companies.push(customer);
    customers.push(customer);
  }
  return customers;
}
