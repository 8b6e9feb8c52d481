import { seededUuid } from './ids';
import type { MockSupplier } from './location-types';
import { DAY_MS } from './seed-helpers';
import { seedContactParts, type SeedContacts } from './seed-locations';
import { picklistContext } from './seed-picklists';

type SupplierTypeText = 'Parts Distributor' | 'Equipment Manufacturer' | 'Rental' | 'Subcontractor';

interface SupplierDef extends SeedContacts {
  key: string;
  name: string;
  type: SupplierTypeText | null;
  webSiteAddress: string;
  notes: string;
  active?: boolean;
  /** Days before the seed date the record was created. */
  age: number;
}

const suppliers: SupplierDef[] = [
  {
    key: 'cascade-plumbing',
    name: 'Cascade Plumbing Supply',
    type: 'Parts Distributor',
    webSiteAddress: 'https://cascadeplumbing.example.com',
    notes:
      'Main plumbing supply house. Account #NW-20418, Net 30.\nWill-call counter opens 6:30 AM; orders placed by 2 PM deliver next morning to the Service Shop.\nAsk for Rick at the counter for water heater stock checks.',
    age: 2100,
    place: { street1: '2400 NW Front Ave', city: 'Portland', postalCode: '97209' },
    telephones: [
      ['Work', '(503) 555-0211'],
      ['Fax', '(503) 555-0212'],
    ],
    emails: [
      ['Work', 'orders@cascadeplumbing.example.com'],
      ['Billing', 'ar@cascadeplumbing.example.com'],
    ],
  },
  {
    key: 'rose-city-hvac',
    name: 'Rose City HVAC Supply',
    type: 'Parts Distributor',
    webSiteAddress: 'https://rosecityhvac.example.com/pro',
    notes:
      'Furnace, heat pump and refrigeration parts; stocks Aeris and Keystone equipment.\nContractor pricing tier 2. Refrigerant purchases need the EPA 608 card on file (on file for the shop).',
    age: 1950,
    place: { street1: '7120 NE Killingsworth St', city: 'Portland', postalCode: '97218' },
    telephones: [['Work', '(503) 555-0224']],
    emails: [['Work', 'counter@rosecityhvac.example.com']],
  },
  {
    key: 'pacific-pipe',
    name: 'Pacific Pipe & Fittings',
    type: 'Parts Distributor',
    webSiteAddress: 'https://pacificpipe.example.com',
    notes: 'PEX, copper and black iron in bulk. Free delivery on orders over $500 to the Parts Warehouse.',
    age: 1600,
    place: { street1: '1805 SE Water Ave', city: 'Portland', postalCode: '97214' },
    telephones: [
      ['Work', '(503) 555-0237'],
      ['Mobile', '(503) 555-0238'],
    ],
    emails: [['Work', 'sales@pacificpipe.example.com']],
  },
  {
    key: 'willamette-controls',
    name: 'Willamette Valve & Controls',
    type: 'Parts Distributor',
    webSiteAddress: 'https://willamettecontrols.example.com',
    notes: 'Thermostats, zone valves, boiler controls and backflow parts. Rep: Dana Okafor (mobile below).',
    age: 1200,
    place: { street1: '3000 NW Yeon Ave', city: 'Portland', postalCode: '97210' },
    telephones: [
      ['Work', '(503) 555-0245'],
      ['Mobile', '(971) 555-0246'],
    ],
    emails: [
      ['Work', 'support@willamettecontrols.example.com'],
      ['Other', 'dana.okafor@willamettecontrols.example.com'],
    ],
  },
  {
    key: 'bridgetown-wholesale',
    name: 'Bridgetown Plumbing Wholesale',
    type: 'Parts Distributor',
    webSiteAddress: '',
    notes: 'Closed the Portland branch in 2024. Kept for purchase history; use Cascade Plumbing Supply instead.',
    active: false,
    age: 2300,
    place: { street1: '12550 SE Jennifer St', city: 'Clackamas', postalCode: '97015' },
    telephones: [['Work', '(503) 555-0259']],
    emails: [],
  },
  {
    key: 'aeris-comfort',
    name: 'Aeris Comfort Systems',
    type: 'Equipment Manufacturer',
    webSiteAddress: 'https://aeriscomfort.example.com/dealers',
    notes:
      'Furnaces, heat pumps and air handlers. Dealer #AER-55102.\nWarranty claims are filed on the dealer portal within 30 days of the repair; keep the failed part tagged for 90 days.',
    age: 1750,
    place: { street1: '18800 SW Teton Ave', city: 'Tualatin', postalCode: '97062' },
    telephones: [
      ['Work', '(503) 555-0263'],
      ['Other', '(800) 555-0164'],
    ],
    emails: [
      ['Work', 'dealers@aeriscomfort.example.com'],
      ['Other', 'warranty@aeriscomfort.example.com'],
    ],
  },
  {
    key: 'hydroflo',
    name: 'HydroFlo Tankless',
    type: 'Equipment Manufacturer',
    webSiteAddress: 'https://hydroflo.example.com',
    notes: 'Tankless water heaters. Pro technical line answers 7 AM to 7 PM Pacific. Certified installer status renews every 2 years (next: spring).',
    age: 1100,
    place: { street1: '29800 SW Boones Ferry Rd', city: 'Wilsonville', postalCode: '97070' },
    telephones: [['Work', '(503) 555-0271']],
    emails: [['Work', 'protech@hydroflo.example.com']],
  },
  {
    key: 'keystone-boiler',
    name: 'Keystone Boiler Works',
    type: 'Equipment Manufacturer',
    webSiteAddress: 'http://keystoneboiler.example.com',
    notes: 'Commercial and residential boilers. Regional rep visits quarterly; start-up reports must be emailed to register the warranty.',
    age: 800,
    place: { street1: '2101 N Hayden Island Dr', city: 'Portland', postalCode: '97217' },
    telephones: [['Work', '(503) 555-0283']],
    emails: [['Work', 'startup@keystoneboiler.example.com']],
  },
  {
    key: 'tri-county-rental',
    name: 'Tri-County Equipment Rental',
    type: 'Rental',
    webSiteAddress: 'https://tricountyrental.example.com',
    notes:
      'Scissor lifts, mini excavators, trenchers, pipe thawing machines and jetters.\nDelivery to job sites in Multnomah, Washington and Clackamas counties; order a day ahead. Damage waiver is included on our account.',
    age: 1300,
    place: { street1: '9930 SE Harold St', city: 'Portland', postalCode: '97266' },
    telephones: [
      ['Work', '(503) 555-0292'],
      ['Mobile', '(503) 555-0293'],
    ],
    emails: [['Work', 'rentals@tricountyrental.example.com']],
  },
  {
    key: 'ridgeline-sheet-metal',
    name: 'Ridgeline Sheet Metal',
    type: 'Subcontractor',
    webSiteAddress: 'https://ridgelinesheetmetal.example.com',
    notes: 'Custom ductwork fabrication and install. Licensed CCB #214587; certificate of insurance on file (renews in March). Two-week lead time on custom plenums.',
    age: 1000,
    place: { street1: '4725 N Lagoon Ave', city: 'Portland', postalCode: '97217' },
    telephones: [['Work', '(503) 555-0304']],
    emails: [['Work', 'estimating@ridgelinesheetmetal.example.com']],
  },
  {
    key: 'precision-drain',
    name: 'Precision Drain & Sewer Camera',
    type: 'Subcontractor',
    webSiteAddress: 'https://precisiondrain.example.com',
    notes: 'Hydro-jetting, sewer camera inspections and locating. Sends the inspection video link by email the same day.',
    age: 700,
    place: { street1: '815 SE Oak St', city: 'Hillsboro', postalCode: '97123' },
    telephones: [
      ['Mobile', '(503) 555-0316'],
      ['Work', '(503) 555-0317'],
    ],
    emails: [['Work', 'dispatch@precisiondrain.example.com']],
  },
  {
    key: 'summit-electrical',
    name: 'Summit Electrical Contractors',
    type: 'Subcontractor',
    webSiteAddress: 'https://summitelectrical.example.com',
    notes: 'Electrical for heat pump and EV charger installs: disconnects, circuits, panel upgrades. Pulls its own permits.',
    age: 540,
    place: { street1: '16101 SE 130th Ave', city: 'Clackamas', postalCode: '97015' },
    telephones: [['Work', '(503) 555-0328']],
    emails: [['Work', 'office@summitelectrical.example.com']],
  },
  {
    key: 'evergreen-insulation',
    name: 'Evergreen Insulation Services',
    type: 'Subcontractor',
    webSiteAddress: 'https://evergreeninsulation.example.com',
    notes: 'No longer used since 2024 after repeated warranty callbacks on attic jobs.',
    active: false,
    age: 1500,
    place: { street1: '2710 NE Sandy Blvd', city: 'Portland', postalCode: '97232' },
    telephones: [['Work', '(503) 555-0339']],
    emails: [['Work', 'info@evergreeninsulation.example.com']],
  },
];

/** The seeded context of a supplier, by its seed key. */
export function supplierContext(key: string): string {
  return seededUuid(`supplier:${key}`);
}

/** The demo company's suppliers across the supplier types, two of them inactive. */
export function seedSuppliers(now: Date): MockSupplier[] {
  return suppliers.map((supplier) => {
    const created = new Date(now.getTime() - supplier.age * DAY_MS).toISOString();
    return {
      context: supplierContext(supplier.key),
      active: supplier.active ?? true,
      name: supplier.name,
      supplierTypeContext: supplier.type ? picklistContext('SupplierType', supplier.type) : null,
      webSiteAddress: supplier.webSiteAddress,
      notes: supplier.notes,
      ...seedContactParts(`supplier:${supplier.key}`, supplier),
      dateCreated: created,
      dateModified: created,
      version: 1,
    };
  });
}
