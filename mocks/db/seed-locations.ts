import type { Email, EmailType, Telephone, TelephoneType } from '../../src/lib/schemas/common-schemas';
import { seededUuid } from './ids';
import type { MockLocation } from './location-types';
import { DAY_MS } from './seed-helpers';
import type { Address } from './types';

/** A street address of the seed; the state defaults to Oregon. */
export interface SeedPlace {
  street1: string;
  street2?: string;
  city: string;
  state?: string;
  postalCode: string;
}

/** Contact parts shared by the location and supplier seeds: the first telephone and email are primary. */
export interface SeedContacts {
  place: SeedPlace | null;
  telephones: [TelephoneType, string][];
  emails: [EmailType, string][];
}

export function seedContactParts(owner: string, contacts: SeedContacts): { address: Address | null; telephoneList: Telephone[]; emailList: Email[] } {
  const { place } = contacts;
  return {
    address: place
      ? {
          context: seededUuid(`${owner}:address`),
          addressType: 'Service',
          street1: place.street1,
          street2: place.street2 ?? '',
          city: place.city,
          state: place.state ?? 'OR',
          postalCode: place.postalCode,
          primary: true,
        }
      : null,
    telephoneList: contacts.telephones.map(([telephoneType, number], index) => ({
      context: seededUuid(`${owner}:telephone:${index}`),
      telephoneType,
      number,
      primary: index === 0,
    })),
    emailList: contacts.emails.map(([emailType, address], index) => ({
      context: seededUuid(`${owner}:email:${index}`),
      emailType,
      address,
      primary: index === 0,
    })),
  };
}

interface LocationDef extends SeedContacts {
  key: string;
  name: string;
  active?: boolean;
  /** Days before the seed date the record was created. */
  age: number;
}

const locations: LocationDef[] = [
  {
    key: 'main-office',
    name: 'Main Office',
    age: 2200,
    place: { street1: '1450 Alder Creek Road', street2: 'Suite 200', city: 'Portland', postalCode: '97214' },
    telephones: [
      ['Work', '(503) 555-0142'],
      ['Fax', '(503) 555-0143'],
    ],
    emails: [
      ['Work', 'office@northwind-hp.test'],
      ['Billing', 'billing@northwind-hp.test'],
    ],
  },
  {
    key: 'service-shop',
    name: 'Service Shop',
    age: 2150,
    place: { street1: '2215 SE 6th Ave', city: 'Portland', postalCode: '97214' },
    telephones: [
      ['Work', '(503) 555-0150'],
      ['Mobile', '(503) 555-0151'],
    ],
    emails: [['Work', 'shop@northwind-hp.test']],
  },
  {
    key: 'parts-warehouse',
    name: 'Parts Warehouse',
    age: 1400,
    place: { street1: '5520 NE Columbia Blvd', street2: 'Bay 4', city: 'Portland', postalCode: '97218' },
    telephones: [['Work', '(503) 555-0156']],
    emails: [
      ['Work', 'warehouse@northwind-hp.test'],
      ['Other', 'receiving@northwind-hp.test'],
    ],
  },
  {
    key: 'westside-office',
    name: 'Westside Satellite Office',
    age: 900,
    place: { street1: '10350 SW Nimbus Ave', street2: 'Suite B', city: 'Tigard', postalCode: '97223' },
    telephones: [['Work', '(503) 555-0161']],
    emails: [['Work', 'westside@northwind-hp.test']],
  },
  {
    key: 'vancouver-office',
    name: 'Vancouver Satellite Office',
    age: 610,
    place: { street1: '1501 NE 78th St', street2: 'Suite 140', city: 'Vancouver', state: 'WA', postalCode: '98665' },
    telephones: [['Work', '(360) 555-0174']],
    emails: [['Work', 'vancouver@northwind-hp.test']],
  },
  {
    key: 'gresham-depot',
    name: 'East County Van Depot',
    age: 420,
    place: { street1: '19025 SE Stark St', city: 'Gresham', postalCode: '97233' },
    telephones: [['Mobile', '(503) 555-0168']],
    emails: [['Work', 'fleet@northwind-hp.test']],
  },
  {
    key: 'beaverton-office',
    name: 'Beaverton Office',
    active: false,
    age: 1800,
    place: { street1: '4800 SW Griffith Dr', street2: 'Suite 120', city: 'Beaverton', postalCode: '97005' },
    telephones: [['Work', '(503) 555-0139']],
    emails: [['Work', 'beaverton@northwind-hp.test']],
  },
];

/** The seeded context of a location, by its seed key. */
export function locationContext(key: string): string {
  return seededUuid(`location:${key}`);
}

/** The demo company's locations: the office, shop, warehouse, satellite offices, a van depot and one closed office. */
export function seedLocations(now: Date): MockLocation[] {
  return locations.map((location) => {
    const created = new Date(now.getTime() - location.age * DAY_MS).toISOString();
    return {
      context: locationContext(location.key),
      active: location.active ?? true,
      name: location.name,
      ...seedContactParts(`location:${location.key}`, location),
      dateCreated: created,
      dateModified: created,
      version: 1,
    };
  });
}
