import { seededUuid } from './ids';
import type { MockResource } from './pricebook-types';
import type { MockResourceAttribute, MockResourceMaintenance } from './resource-types';
import { createSeedRandom } from './seed-helpers';
import { locationContext } from './seed-locations';
import { personnelContexts, type SeededPersonnelKey } from './seed-personnel';
import { picklistContext } from './seed-picklists';
import { resourceContexts } from './seed-pricebook-stock';

/**
 * The demo company's equipment besides its stock places (seed-pricebook-stock.ts): a van, ladders,
 * meters and a camera with the attributes of their types and a maintenance history; the large seed
 * gets a fleet in proportion. Dates follow `now`.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The attributes each resource type offers, in the order the editor lists them. */
const attributeNames: Record<string, readonly string[]> = {
  'Service Truck': ['License Plate', 'VIN', 'Make', 'Model', 'Year', 'Mileage'],
  Van: ['License Plate', 'VIN', 'Make', 'Model', 'Year', 'Mileage'],
  Warehouse: ['Square Feet', 'Dock Doors'],
  Ladder: ['Length', 'Material', 'Load Rating', 'Last Inspected'],
  Meter: ['Make', 'Model', 'Serial Number', 'Calibration Due'],
  Camera: ['Make', 'Model', 'Serial Number', 'Cable Length'],
  Equipment: ['Make', 'Model', 'Serial Number'],
  Trailer: ['License Plate', 'Length'],
};

export function resourceAttributeContext(type: string, name: string): string {
  return seededUuid(`resource-attribute:${type}:${name}`);
}

export function seedResourceAttributes(): MockResourceAttribute[] {
  return Object.entries(attributeNames).flatMap(([type, names]) =>
    names.map((name) => ({ context: resourceAttributeContext(type, name), resourceTypeContext: picklistContext('ResourceType', type), name, active: true })),
  );
}

/** A date `days` before now as `yyyy-MM-dd`. */
function daysAgo(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);
}

interface ResourceSpec {
  key: string;
  context?: string;
  name: string;
  type: string;
  description: string;
  assignedTo: SeededPersonnelKey | null;
  location: string | null;
  issuedDaysAgo: number | null;
  attributes: Record<string, string>;
  active?: boolean;
}

/** The three stock places keep their contexts (the pricebook's stock points at them). */
const specs: ResourceSpec[] = [
  {
    key: 'truck1',
    context: resourceContexts.truck1,
    name: 'Truck 1 \u2013 Theo',
    type: 'Service Truck',
    description: '<p>Ford Transit 250 high roof, shelving for <strong>HVAC parts</strong> and refrigerant.</p>',
    assignedTo: 'tech',
    location: 'service-shop',
    issuedDaysAgo: 420,
    attributes: { 'License Plate': 'NWH 2041', VIN: '1FTBR2CM5LKA12345', Make: 'Ford', Model: 'Transit 250', Year: '2021', Mileage: '48,210' },
  },
  {
    key: 'truck2',
    context: resourceContexts.truck2,
    name: 'Truck 2',
    type: 'Service Truck',
    description: '<p>Ram ProMaster 2500, plumbing and drain equipment.</p>',
    assignedTo: 'marco',
    location: 'service-shop',
    issuedDaysAgo: 210,
    attributes: { 'License Plate': 'NWH 2042', Make: 'Ram', Model: 'ProMaster 2500', Year: '2022' },
  },
  {
    key: 'warehouse',
    context: resourceContexts.warehouse,
    name: 'Main Warehouse',
    type: 'Warehouse',
    description: '<p>Parts room at the Service Shop; will-call deliveries arrive here.</p>',
    assignedTo: null,
    location: 'parts-warehouse',
    issuedDaysAgo: null,
    attributes: { 'Square Feet': '6,500', 'Dock Doors': '2' },
  },
  {
    key: 'van12',
    context: seededUuid('resource:van-12'),
    name: 'Van 12 \u2013 Ford Transit 250',
    type: 'Van',
    description: '<p>Crew van for duct cleaning and installs. Roof rack holds the 24 ft ladder.</p>',
    assignedTo: 'priya',
    location: 'gresham-depot',
    issuedDaysAgo: 95,
    attributes: { 'License Plate': 'NWH 3112', Make: 'Ford', Model: 'Transit 250', Year: '2019', Mileage: '91,540' },
  },
  {
    key: 'ladder24',
    context: seededUuid('resource:ladder-24'),
    name: '24 ft Fiberglass Extension Ladder',
    type: 'Ladder',
    description: '<p>Type IA, rides on Van 12.</p>',
    assignedTo: 'priya',
    location: 'gresham-depot',
    issuedDaysAgo: 95,
    attributes: { Length: '24 ft', Material: 'Fiberglass', 'Load Rating': 'Type IA (300 lb)' },
  },
  {
    key: 'ladder8',
    name: '8 ft Step Ladder',
    type: 'Ladder',
    description: '',
    assignedTo: 'tech',
    location: 'service-shop',
    issuedDaysAgo: 300,
    attributes: { Length: '8 ft', Material: 'Fiberglass' },
  },
  {
    key: 'clamp-meter',
    name: 'Fluke 902 FC Clamp Meter',
    type: 'Meter',
    description: '<p>True-rms HVAC clamp meter with the app connection.</p>',
    assignedTo: 'tech',
    location: 'service-shop',
    issuedDaysAgo: 380,
    attributes: { Make: 'Fluke', Model: '902 FC', 'Serial Number': '51230987', 'Calibration Due': 'Next spring' },
  },
  {
    key: 'manometer',
    name: 'Digital Manometer',
    type: 'Meter',
    description: '',
    assignedTo: null,
    location: 'main-office',
    issuedDaysAgo: null,
    attributes: { Make: 'Testo', Model: '510i' },
  },
  {
    key: 'camera',
    name: 'SeeSnake Inspection Camera',
    type: 'Camera',
    description: '<p>Drain and sewer camera with the <em>CS6x</em> monitor.</p>',
    assignedTo: 'marco',
    location: 'service-shop',
    issuedDaysAgo: 150,
    attributes: { Make: 'Ridgid', Model: 'SeeSnake Mini', 'Serial Number': 'RS-88214', 'Cable Length': '200 ft' },
  },
  {
    key: 'old-truck',
    name: 'Truck 3 (retired)',
    type: 'Service Truck',
    description: '<p>Sold at auction; kept for its maintenance history.</p>',
    assignedTo: null,
    location: null,
    issuedDaysAgo: null,
    attributes: { Make: 'Chevrolet', Model: 'Express 2500', Year: '2009' },
    active: false,
  },
];

/** The context of a seeded resource by its key (`van12`, `camera`). */
export function seededResourceContext(key: string): string {
  return specs.find((spec) => spec.key === key)?.context ?? seededUuid(`resource:${key}`);
}

function resourceFrom(spec: ResourceSpec, now: Date, createdDaysAgo: number): MockResource {
  const created = new Date(now.getTime() - createdDaysAgo * DAY_MS).toISOString();
  return {
    context: spec.context ?? seededUuid(`resource:${spec.key}`),
    name: spec.name,
    description: spec.description,
    active: spec.active ?? true,
    resourceTypeContext: picklistContext('ResourceType', spec.type),
    assignedToContext: spec.assignedTo ? personnelContexts[spec.assignedTo] : null,
    locationContext: spec.location ? locationContext(spec.location) : null,
    dateIssued: spec.issuedDaysAgo === null ? null : daysAgo(now, spec.issuedDaysAgo),
    attributes: Object.entries(spec.attributes).map(([name, value]) => ({ attributeContext: resourceAttributeContext(spec.type, name), value })),
    dateCreated: created,
    dateModified: created,
    version: 1,
  };
}

/** The demo's resources: the stock places first, then the equipment. */
export function seedDemoResources(now: Date): MockResource[] {
  return specs.map((spec, index) => resourceFrom(spec, now, 900 - index * 20));
}

const maintenanceHistory: [key: string, daysAgo: number, description: string, cost: number | null, by: SeededPersonnelKey | null][] = [
  ['truck1', 200, 'Oil change and tire rotation.', 89.95, null],
  ['truck1', 60, 'Replaced front brake pads and rotors.', 412.5, null],
  ['truck1', 12, 'Restocked the refrigerant rack; tightened shelving bolts.', null, 'tech'],
  ['truck2', 90, 'Oil change, new wiper blades.', 74.2, null],
  ['van12', 150, 'Replaced the roof rack crossbars.', 265, 'sam'],
  ['van12', 30, 'State emissions inspection.', 25, null],
  ['ladder24', 45, 'Annual inspection: rails, rungs and feet in good order.', null, 'priya'],
  ['clamp-meter', 120, 'Factory calibration with certificate.', 149, null],
  ['camera', 70, 'Replaced the sonde battery and cleaned the camera head.', 38.75, 'marco'],
  ['old-truck', 700, 'Transmission rebuild.', 2875, null],
];

export function seedDemoMaintenance(now: Date): MockResourceMaintenance[] {
  return maintenanceHistory.map(([key, days, description, cost, by], index) => {
    const stamp = new Date(now.getTime() - days * DAY_MS).toISOString();
    return {
      context: seededUuid(`resource-maintenance:${index}`),
      resourceContext: seededResourceContext(key),
      date: daysAgo(now, days),
      description,
      cost,
      performedByContext: by ? personnelContexts[by] : null,
      dateCreated: stamp,
      dateModified: stamp,
    };
  });
}

/** The large seed: the demo's resources and a fleet of 120 more across every type, with some history. */
export function seedLargeResources(now: Date): { resources: MockResource[]; maintenance: MockResourceMaintenance[] } {
  const random = createSeedRandom('large-resources');
  const types = ['Service Truck', 'Van', 'Ladder', 'Meter', 'Camera', 'Equipment'];
  const people: SeededPersonnelKey[] = ['tech', 'marco', 'priya', 'sam', 'office'];
  const places = ['service-shop', 'parts-warehouse', 'westside-office', 'vancouver-office', 'gresham-depot'];
  const fleet: MockResource[] = [];
  const maintenance: MockResourceMaintenance[] = [];
  for (let index = 1; index <= 120; index += 1) {
    const type = random.pick(types);
    const assigned = random.chance(0.7) ? random.pick(people) : null;
    const names = attributeNames[type] ?? [];
    const spec: ResourceSpec = {
      key: `large-${index}`,
      name: `${type} ${String(index).padStart(3, '0')}`,
      type,
      description: '',
      assignedTo: assigned,
      location: random.pick(places),
      issuedDaysAgo: assigned ? random.int(1, 900) : null,
      attributes: Object.fromEntries(names.slice(0, 2).map((name) => [name, `${name} ${index}`])),
      active: random.chance(0.92),
    };
    const resource = resourceFrom(spec, now, 1000 - index);
    fleet.push(resource);
    const entries = random.int(0, 3);
    for (let entry = 0; entry < entries; entry += 1) {
      const days = random.int(1, 800);
      const stamp = new Date(now.getTime() - days * DAY_MS).toISOString();
      maintenance.push({
        context: seededUuid(`resource-maintenance:large:${index}:${entry}`),
        resourceContext: resource.context,
        date: daysAgo(now, days),
        description: random.pick(['Routine service.', 'Inspection passed.', 'Replaced worn parts.', 'Calibration.']),
        cost: random.chance(0.6) ? random.int(2000, 90000) / 100 : null,
        performedByContext: null,
        dateCreated: stamp,
        dateModified: stamp,
      });
    }
  }
  return { resources: [...seedDemoResources(now), ...fleet], maintenance: [...seedDemoMaintenance(now), ...maintenance] };
}
