import { seededUuid } from './ids';
import { createSeedRandom, DAY_MS, type SeedRandom } from './seed-helpers';
import { picklistContext } from './seed-picklists';
import type { Address, Customer, Email, Telephone } from './types';

interface Place {
  street1: string;
  street2?: string;
  city: string;
  state?: string;
  postalCode: string;
}

interface PersonDef {
  key: string;
  firstName: string;
  lastName: string;
  place: Place;
  active?: boolean;
  notes?: string;
  term?: 'Due on Receipt' | 'Net 15' | 'Net 30';
}

interface CompanyDef {
  key: string;
  companyName: string;
  contact: [string, string];
  domain: string;
  place: Place;
  discount: number;
  term: 'Due on Receipt' | 'Net 15' | 'Net 30';
  notes: string;
  taxOverride?: number | null;
  subs: { key: string; companyName: string; contact: [string, string]; place: Place; active?: boolean; notes?: string }[];
}

const people: PersonDef[] = [
  { key: 'whitfield', firstName: 'Dana', lastName: 'Whitfield', place: { street1: '4218 SE Belmont St', city: 'Portland', postalCode: '97215' }, notes: 'Dog in the backyard; please text before arriving.' },
  { key: 'bell', firstName: 'Marcus', lastName: 'Bell', place: { street1: '1735 NE Alberta St', city: 'Portland', postalCode: '97211' } },
  { key: 'petrova', firstName: 'Elena', lastName: 'Petrova', place: { street1: '9020 SW Canyon Rd', city: 'Beaverton', postalCode: '97005' }, term: 'Net 15' },
  { key: 'lindqvist', firstName: 'Greg', lastName: 'Lindqvist', place: { street1: '316 NE Roberts Ave', city: 'Gresham', postalCode: '97030' } },
  { key: 'cho', firstName: 'Hannah', lastName: 'Cho', place: { street1: '2604 NE Tillamook St', city: 'Portland', postalCode: '97212' }, notes: 'Prefers morning appointments. Gate code 4417.' },
  { key: 'nguyen', firstName: 'Robert', lastName: 'Nguyen', place: { street1: '14550 SW Bonita Rd', city: 'Tigard', postalCode: '97224' } },
  { key: 'moreno', firstName: 'Alicia', lastName: 'Moreno', place: { street1: '5125 N Interstate Ave', city: 'Portland', postalCode: '97217' } },
  { key: 'becker', firstName: 'Tom', lastName: 'Becker', place: { street1: '850 Chandler Rd', city: 'Lake Oswego', postalCode: '97034' }, term: 'Net 15', notes: 'Long-time customer since 2016. Carrier system installed 2019 (warranty on file).' },
  { key: 'reed', firstName: 'Jasmine', lastName: 'Reed', place: { street1: '11020 SE Main St', city: 'Milwaukie', postalCode: '97222' } },
  { key: 'almeida', firstName: 'Victor', lastName: 'Almeida', place: { street1: '722 SE Oak St', city: 'Hillsboro', postalCode: '97123' } },
  { key: 'donovan', firstName: 'Claire', lastName: 'Donovan', place: { street1: '3318 SE Woodstock Blvd', city: 'Portland', postalCode: '97202' } },
  { key: 'haddad', firstName: 'Ibrahim', lastName: 'Haddad', place: { street1: '6409 SW Capitol Hwy', city: 'Portland', postalCode: '97239' }, notes: 'Basement access through the side door.' },
  { key: 'brooks', firstName: 'Natalie', lastName: 'Brooks', place: { street1: '2145 NW Irving St', street2: 'Apt 3', city: 'Portland', postalCode: '97210' } },
  { key: 'oshea', firstName: 'Kevin', lastName: "O'Shea", place: { street1: '17800 SW Shaw St', city: 'Beaverton', postalCode: '97007' } },
  { key: 'wu', firstName: 'Mei Lin', lastName: 'Wu', place: { street1: '1201 Main St', city: 'Vancouver', state: 'WA', postalCode: '98660' }, term: 'Net 15', notes: 'Washington customer: Clark County sales tax applies.' },
  { key: 'johansson', firstName: 'Peter', lastName: 'Johansson', place: { street1: '4455 NE Fremont St', city: 'Portland', postalCode: '97213' } },
  { key: 'jimenez', firstName: 'Rosa', lastName: 'Jimenez', place: { street1: '2710 SE 82nd Ave', city: 'Portland', postalCode: '97266' }, notes: 'Spanish preferred. Daughter Ana (503) 555-0199 can translate.' },
  { key: 'walsh', firstName: 'Derek', lastName: 'Walsh', place: { street1: '9300 N Lombard St', city: 'Portland', postalCode: '97203' }, active: false, notes: 'Moved out of state in 2024.' },
  { key: 'siddiqui', firstName: 'Fatima', lastName: 'Siddiqui', place: { street1: '16055 SW Walker Rd', city: 'Beaverton', postalCode: '97006' } },
  { key: 'gallagher', firstName: 'Owen', lastName: 'Gallagher', place: { street1: '1904 SE Hawthorne Blvd', city: 'Portland', postalCode: '97214' } },
  { key: 'tran', firstName: 'Lucy', lastName: 'Tran', place: { street1: '610 NE Division St', city: 'Gresham', postalCode: '97030' } },
  { key: 'adeyemi', firstName: 'Samuel', lastName: 'Adeyemi', place: { street1: '3825 SE Harrison St', city: 'Milwaukie', postalCode: '97222' } },
  { key: 'kowalski', firstName: 'Beth', lastName: 'Kowalski', place: { street1: '13300 SE Sunnyside Rd', city: 'Happy Valley', postalCode: '97086' }, active: false },
  { key: 'russo', firstName: 'Frank', lastName: 'Russo', place: { street1: '7312 N Denver Ave', city: 'Portland', postalCode: '97217' }, active: false, notes: 'Do not schedule: unpaid balance sent to collections.' },
  { key: 'tanaka', firstName: 'Yuki', lastName: 'Tanaka', place: { street1: '2430 Country Club Rd', city: 'Lake Oswego', postalCode: '97034' }, term: 'Net 15' },
  { key: 'mendez', firstName: 'Carlos', lastName: 'Mendez', place: { street1: '1188 SE Baseline St', city: 'Hillsboro', postalCode: '97123' } },
];

const companies: CompanyDef[] = [
  {
    key: 'maple-court',
    companyName: 'Maple Court Property Management',
    contact: ['Janet', 'Albright'],
    domain: 'maplecourt-pm.test',
    place: { street1: '1200 NW Naito Pkwy', street2: 'Suite 310', city: 'Portland', postalCode: '97209' },
    discount: 5,
    term: 'Net 30',
    notes: 'Manages 140 units across three buildings. Work over $1,500 needs a PO from Janet before it starts.',
    subs: [
      { key: 'maple-4b', companyName: 'Maple Court Apartments \u2013 Unit 4B', contact: ['Luis', 'Ortega'], place: { street1: '4821 SE Division St', street2: 'Unit 4B', city: 'Portland', postalCode: '97206' } },
      { key: 'maple-12a', companyName: 'Maple Court Apartments \u2013 Unit 12A', contact: ['Sandra', 'Kim'], place: { street1: '4821 SE Division St', street2: 'Unit 12A', city: 'Portland', postalCode: '97206' } },
      { key: 'maple-clubhouse', companyName: 'Maple Court Apartments \u2013 Clubhouse', contact: ['Janet', 'Albright'], place: { street1: '4825 SE Division St', city: 'Portland', postalCode: '97206' }, notes: 'Key in the lockbox by the pool gate (code 2580).' },
    ],
  },
  {
    key: 'riverside',
    companyName: 'Riverside Property Group',
    contact: ['Aaron', 'Feld'],
    domain: 'riversidepg.test',
    place: { street1: '900 SW 5th Ave', street2: 'Suite 1400', city: 'Portland', postalCode: '97204' },
    discount: 10,
    term: 'Net 30',
    notes: 'Invoices go to accounts payable; include the building and unit on every invoice.',
    subs: [
      { key: 'riverside-lofts', companyName: 'Riverside Lofts \u2013 Building C', contact: ['Mia', 'Carter'], place: { street1: '1500 NW 14th Ave', city: 'Portland', postalCode: '97209' } },
      { key: 'riverside-commons', companyName: 'Riverside Commons \u2013 Unit 210', contact: ['Aaron', 'Feld'], place: { street1: '3350 SE Morrison St', street2: 'Unit 210', city: 'Portland', postalCode: '97214' }, active: false, notes: 'Property sold in 2025.' },
    ],
  },
  {
    key: 'bluebird',
    companyName: 'Bluebird Bistro',
    contact: ['Chef Nina', 'Park'],
    domain: 'bluebirdbistro.test',
    place: { street1: '3016 NE Broadway St', city: 'Portland', postalCode: '97232' },
    discount: 0,
    term: 'Net 15',
    notes: 'Kitchen is busy 11:00\u201314:00 and after 17:00; schedule work between 8:00 and 10:30.',
    subs: [
      { key: 'bluebird-catering', companyName: 'Bluebird Bistro \u2013 Catering Kitchen', contact: ['Omar', 'Reyes'], place: { street1: '1420 NW Lovejoy St', city: 'Portland', postalCode: '97209' } },
    ],
  },
  {
    key: 'cascade-sd',
    companyName: 'Cascade Valley School District',
    contact: ['Gloria', 'Hutchins'],
    domain: 'cascadevalley-sd.test',
    place: { street1: '4400 NE 122nd Ave', city: 'Portland', postalCode: '97230' },
    discount: 5,
    term: 'Net 30',
    notes: 'Facilities contact: Gloria Hutchins. Every technician must sign in at the front office and wear a badge.',
    subs: [
      { key: 'lincoln-elementary', companyName: 'Lincoln Elementary School', contact: ['Dale', 'Murphy'], place: { street1: '2100 NE 162nd Ave', city: 'Portland', postalCode: '97230' } },
      { key: 'cedar-hills-ms', companyName: 'Cedar Hills Middle School', contact: ['Renee', 'Lowell'], place: { street1: '10150 SW Cedar Hills Blvd', city: 'Beaverton', postalCode: '97005' } },
      { key: 'cascade-transport', companyName: 'Cascade Valley Transportation Center', contact: ['Dale', 'Murphy'], place: { street1: '12950 NE Glisan St', city: 'Portland', postalCode: '97230' } },
    ],
  },
  {
    key: 'hawthorne-dental',
    companyName: 'Hawthorne Dental Clinic',
    contact: ['Dr. Priscilla', 'Vance'],
    domain: 'hawthornedental.test',
    place: { street1: '3560 SE Hawthorne Blvd', city: 'Portland', postalCode: '97214' },
    discount: 0,
    term: 'Net 15',
    notes: 'Medical gas and vacuum lines are serviced by another vendor; plumbing and HVAC only.',
    subs: [],
  },
  {
    key: 'columbia-brewing',
    companyName: 'Columbia River Brewing Co.',
    contact: ['Jake', 'Thornton'],
    domain: 'columbiariverbrewing.test',
    place: { street1: '1010 Washington St', city: 'Vancouver', state: 'WA', postalCode: '98660' },
    discount: 0,
    term: 'Net 30',
    notes: 'Washington business: sales tax applies. Glycol chiller and boiler room on the lower level.',
    subs: [],
  },
];

/** Customer contexts by their seed key (`customer:{key}`). */
export function customerContext(key: string): string {
  return seededUuid(`customer:${key}`);
}

function address(customerKey: string, kind: Address['addressType'], place: Place, primary: boolean): Address {
  return {
    context: seededUuid(`address:${customerKey}:${kind}`),
    addressType: kind,
    street1: place.street1,
    street2: place.street2 ?? '',
    city: place.city,
    state: place.state ?? 'OR',
    postalCode: place.postalCode,
    primary,
  };
}

class PhoneBook {
  private readonly numbers: string[];

  constructor(random: SeedRandom) {
    // (503) 555-0100 … 0199, without the company's own lines (0142, 0143) and the staff mobiles (0160–0168).
    const free: string[] = [];
    for (let last = 0; last < 100; last += 1) {
      if (last === 42 || last === 43 || (last >= 60 && last <= 68) || last === 99) continue;
      free.push(`(503) 555-01${String(last).padStart(2, '0')}`);
    }
    this.numbers = random.shuffle(free);
  }

  take(): string {
    const number = this.numbers.shift();
    if (!number) throw new RangeError('The demo telephone pool is exhausted');
    return number;
  }
}

function emailSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
}

/** Customers: people, companies and their sites (sub-customers). Dates follow `now`. */
export function seedCustomers(now: Date): Customer[] {
  const random = createSeedRandom('customers');
  const phones = new PhoneBook(random);
  const created = (): string => new Date(now.getTime() - random.int(100, 900) * DAY_MS - random.int(0, 600) * 60_000).toISOString();
  const customers: Customer[] = [];
  const base = (key: string, dateCreated: string) => ({
    context: customerContext(key),
    dateCreated,
    dateModified: dateCreated,
    version: 1,
  });

  for (const person of people) {
    const dateCreated = created();
    const telephoneList: Telephone[] = [
      { context: seededUuid(`telephone:${person.key}:1`), telephoneType: 'Mobile', number: phones.take(), primary: true },
    ];
    if (random.chance(0.4)) {
      telephoneList.push({ context: seededUuid(`telephone:${person.key}:2`), telephoneType: random.pick(['Home', 'Work'] as const), number: phones.take(), primary: false });
    }
    const slug = `${emailSlug(person.firstName)}.${emailSlug(person.lastName)}`;
    const emailList: Email[] = [
      { context: seededUuid(`email:${person.key}:1`), emailType: 'Personal', address: `${slug}@example.com`, primary: true },
    ];
    if (random.chance(0.3)) {
      emailList.push({ context: seededUuid(`email:${person.key}:2`), emailType: 'Work', address: `${slug}@work.test`, primary: false });
    }
    customers.push({
      ...base(person.key, dateCreated),
      customerType: 'Person',
      firstName: person.firstName,
      lastName: person.lastName,
      companyName: '',
      active: person.active ?? true,
      parentContext: null,
      addresses: [address(person.key, 'Service', person.place, true)],
      telephoneList,
      emailList,
      notes: person.notes ?? '',
      jobConfig: {
        jobNamePattern: '',
        discount: 0,
        // Residential customers pay on receipt or within 15 days, alternately, unless their terms say otherwise.
        paymentTermContext: picklistContext('PaymentTerm', person.term ?? (people.indexOf(person) % 2 === 0 ? 'Due on Receipt' : 'Net 15')),
        taxOverride: null,
      },
    });
  }

  for (const company of companies) {
    const dateCreated = created();
    customers.push({
      ...base(company.key, dateCreated),
      customerType: 'Company',
      firstName: company.contact[0],
      lastName: company.contact[1],
      companyName: company.companyName,
      active: true,
      parentContext: null,
      addresses: [address(company.key, 'Service', company.place, true), address(company.key, 'Billing', company.place, true)],
      telephoneList: [
        { context: seededUuid(`telephone:${company.key}:1`), telephoneType: 'Work', number: phones.take(), primary: true },
        { context: seededUuid(`telephone:${company.key}:2`), telephoneType: random.pick(['Mobile', 'Fax'] as const), number: phones.take(), primary: false },
      ],
      emailList: [
        { context: seededUuid(`email:${company.key}:1`), emailType: 'Work', address: `office@${company.domain}`, primary: true },
        { context: seededUuid(`email:${company.key}:2`), emailType: 'Billing', address: `ap@${company.domain}`, primary: false },
      ],
      notes: company.notes,
      jobConfig: {
        jobNamePattern: '',
        discount: company.discount,
        paymentTermContext: picklistContext('PaymentTerm', company.term),
        taxOverride: company.taxOverride ?? null,
      },
    });
    for (const sub of company.subs) {
      const subCreated = new Date(Date.parse(dateCreated) + random.int(1, 60) * DAY_MS).toISOString();
      const contactSlug = `${emailSlug(sub.contact[0])}.${emailSlug(sub.contact[1])}`;
      customers.push({
        ...base(sub.key, subCreated),
        customerType: 'Company',
        firstName: sub.contact[0],
        lastName: sub.contact[1],
        companyName: sub.companyName,
        active: sub.active ?? true,
        parentContext: customerContext(company.key),
        addresses: [address(sub.key, 'Service', sub.place, true)],
        telephoneList: [
          { context: seededUuid(`telephone:${sub.key}:1`), telephoneType: 'Mobile', number: phones.take(), primary: true },
        ],
        emailList: [{ context: seededUuid(`email:${sub.key}:1`), emailType: 'Work', address: `${contactSlug}@${company.domain}`, primary: true }],
        notes: sub.notes ?? '',
        jobConfig: {
          jobNamePattern: '',
          discount: company.discount,
          paymentTermContext: picklistContext('PaymentTerm', company.term),
          taxOverride: company.taxOverride ?? null,
        },
      });
    }
  }
  return customers;
}
