import { bytesToBase64 } from '../lib/base64';
import { buildPdf } from '../lib/pdf-writer';
import { buildCsv, buildText } from '../lib/text-files';
import { seededUuid } from './ids';
import { FULL_SIZE, paintPng, palette, scenes, THUMBNAIL_SIZE, type Scene } from './seed-pictures';
import { customerName } from './record-views';
import { customerContext } from './seed-customers';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './seed-helpers';
import { lazyStoredObject, type SeedContentRef, type StoredBytes } from './seed-content';
import type { StorageMappedEntity, StorageMappedType, StoredObject } from './storage-types';
import type { Customer, Job } from './types';

/**
 * The account's images and files: job and customer photos (real PNGs painted here) and documents
 * (a real PDF, text and CSV files), linked to seeded customers, jobs and two resources. The bytes are
 * built once per process and cached: only the dates follow `now`.
 */

// ---------------------------------------------------------------------------------------------
// What is stored

/** Jobs are found by a phrase of their description (the nth match), so the pictures fit the work. */
interface JobLink {
  jobs: readonly (readonly [description: RegExp, occurrence: number])[];
}
interface CustomerLink {
  customers: readonly string[];
}
interface ResourceLink {
  resources: readonly (keyof typeof seededResources)[];
}
type Link = JobLink | CustomerLink | ResourceLink;

/** The crew's van and ladder (seed-resources.ts holds their records, with these contexts and names). */
const seededResources = {
  van12: { context: seededUuid('resource:van-12'), name: 'Van 12 \u2013 Ford Transit 250' },
  ladder24: { context: seededUuid('resource:ladder-24'), name: '24 ft Fiberglass Extension Ladder' },
} as const;

interface ImageSpec {
  name: string;
  scene: Scene;
  link: Link;
  /** Hours after the job was created, or days before now for customer and resource uploads. */
  offset: number;
}

interface FileSpec {
  name: string;
  link: Link;
  offset: number;
  build: (names: readonly string[]) => Uint8Array;
}

const imageSpecs: readonly ImageSpec[] = [
  { name: 'furnace-nameplate.png', scene: scenes.nameplate(0xdadfe4, palette.brand), link: { jobs: [[/96% AFUE/, 0]] }, offset: 2 },
  { name: 'old-furnace-heat-exchanger.png', scene: scenes.furnace(0x9c9a90, false, true), link: { jobs: [[/96% AFUE/, 0]] }, offset: 3 },
  { name: 'new-furnace-install.png', scene: scenes.furnace(0xeef0f2, true, false), link: { jobs: [[/96% AFUE/, 1]] }, offset: 30 },
  { name: 'furnace-filter-before.png', scene: scenes.filter(true), link: { jobs: [[/furnace safety inspection/, 0]] }, offset: 4 },
  { name: 'furnace-filter-after.png', scene: scenes.filter(false), link: { jobs: [[/furnace safety inspection/, 0]] }, offset: 5 },
  { name: 'water-heater-leak-at-base.png', scene: scenes.waterHeater(true, false), link: { jobs: [[/water heater/, 0]] }, offset: 1 },
  { name: 'water-heater-with-expansion-tank.png', scene: scenes.waterHeater(false, true), link: { jobs: [[/water heater/, 0]] }, offset: 26 },
  { name: 'tenant-water-heater.png', scene: scenes.waterHeater(false, false), link: { jobs: [[/water heater/, 1]] }, offset: 2 },
  { name: 'vanity-angle-stops.png', scene: scenes.pipes(palette.metal, true), link: { jobs: [[/Leak under the bathroom vanity/, 0]] }, offset: 2 },
  { name: 'crawl-space-burst-pipe.png', scene: scenes.pipes(palette.copper, true), link: { jobs: [[/Burst pipe/, 0]] }, offset: 1 },
  { name: 'pex-repipe-manifold.png', scene: scenes.pipes(0xd94c3d, false), link: { jobs: [[/galvanized supply lines/, 0]] }, offset: 48 },
  { name: 'sewer-camera-root-intrusion.png', scene: scenes.sewerCamera(true), link: { jobs: [[/sewer line/, 0]] }, offset: 3 },
  {
    name: 'rooftop-unit-coils.png',
    scene: scenes.condenser('roof', true),
    link: { jobs: [[/rooftop units/, 0], [/rooftop units/, 1], [/rooftop units/, 2]] },
    offset: 5,
  },
  { name: 'condenser-fan-motor.png', scene: scenes.condenser('grass', false), link: { jobs: [[/outdoor fan motor/, 0]] }, offset: 3 },
  {
    name: 'ductless-head-condensate-leak.png',
    scene: scenes.ductless,
    link: { jobs: [[/ductless heat pump/, 0], [/ductless heat pump/, 1]] },
    offset: 2,
  },
  { name: 'walk-in-cooler-evaporator.png', scene: scenes.cooler, link: { jobs: [[/Walk-in cooler/, 0]] }, offset: 4 },
  { name: 'grease-interceptor-lid.png', scene: scenes.manhole(false), link: { jobs: [[/grease interceptor/, 0]] }, offset: 2 },
  { name: 'sump-pump-basin.png', scene: scenes.manhole(true), link: { jobs: [[/sump pump/, 0]] }, offset: 1 },
  { name: 'hallway-thermostat-wiring.png', scene: scenes.thermostat, link: { customers: ['becker'] }, offset: 212 },
  { name: 'electrical-panel-label.png', scene: scenes.panel, link: { customers: ['cho'] }, offset: 96 },
  { name: 'backflow-assembly-tag.png', scene: scenes.backflow, link: { customers: ['lincoln-elementary', 'cedar-hills-ms'] }, offset: 141 },
  { name: 'boiler-room-overview.png', scene: scenes.boiler, link: { customers: ['cascade-sd'] }, offset: 268 },
  { name: 'ladder-inspection-tag.png', scene: scenes.nameplate(0xf2d34d, 0xb3261e), link: { resources: ['ladder24'] }, offset: 183 },
  { name: 'van-12-shelving.png', scene: scenes.van, link: { resources: ['van12'] }, offset: 305 },
];

const pdf =
  (title: string, lines: (names: readonly string[]) => string[]) =>
  (names: readonly string[]) =>
    buildPdf(title, lines(names));

const fileSpecs: readonly FileSpec[] = [
  {
    name: 'preventive-maintenance-agreement.pdf',
    link: { customers: ['cascade-sd'] },
    offset: 290,
    build: pdf('Preventive Maintenance Agreement', (names) => [
      `Customer: ${names[0] ?? ''}`,
      'Provider: Northwind Heating & Plumbing, 1450 Alder Creek Road, Portland OR 97214',
      '',
      'Scope: quarterly maintenance of rooftop units, boilers and unit ventilators at every site.',
      'Each visit: filters, belts, coils, economizer check, combustion analysis, written report.',
      'Emergency response: 4 hours during the heating season, next business day otherwise.',
      'Term: 12 months, renewing automatically unless either party gives 30 days notice.',
      'Billing: quarterly in advance, Net 30.',
    ]),
  },
  {
    name: 'tenant-notice-water-shutoff.pdf',
    link: { customers: ['maple-4b', 'maple-12a', 'maple-clubhouse'] },
    offset: 64,
    build: pdf('Notice: Scheduled Water Shut-off', () => [
      'Maple Court Apartments',
      '',
      'Water to your unit will be shut off on Tuesday from 9:00 AM to 1:00 PM',
      'while our plumbers replace the building shut-off valves.',
      'Please store some water beforehand and keep faucets closed during the work.',
      'Questions: Northwind Heating & Plumbing, (503) 555-0142.',
    ]),
  },
  {
    name: 'furnace-warranty-registration.pdf',
    link: { jobs: [[/96% AFUE/, 0]] },
    offset: 28,
    build: pdf('Furnace Warranty Registration', (names) => [
      `Job: ${names[0] ?? ''}`,
      'Equipment: 96% AFUE two-stage gas furnace, 80,000 BTU, model GM9T960803BN',
      'Serial number: 2409A51873',
      'Parts warranty: 10 years (registered within 60 days of installation)',
      'Heat exchanger: lifetime limited warranty',
      'Installer: Northwind Heating & Plumbing, license CCB 204117',
    ]),
  },
  {
    name: 'gas-permit-application.pdf',
    link: { jobs: [[/96% AFUE/, 1]] },
    offset: 6,
    build: pdf('Mechanical Permit Application', (names) => [
      `Job: ${names[0] ?? ''}`,
      'Work: replace gas furnace; new PVC venting and condensate drain; gas line test.',
      'Appliance input: 80,000 BTU/h. Venting: 2 in. PVC, 28 ft equivalent length.',
      'Contractor: Northwind Heating & Plumbing, CCB 204117',
      'Inspection requested: rough-in and final.',
    ]),
  },
  {
    name: 'backflow-test-report.pdf',
    link: {
      jobs: [
        [/backflow/, 0],
        [/backflow/, 1],
      ],
    },
    offset: 8,
    build: pdf('Backflow Assembly Test Report', (names) => [
      ...names.map((name) => `Job: ${name}`),
      'Assembly: reduced pressure principle (RP), 1 in., Watts LF009M2',
      'Check valve 1: closed tight, 5.8 psid. Check valve 2: closed tight.',
      'Relief valve opened at 2.6 psid. Result: PASSED.',
      'Tester certification: BAT-4471. Report filed with the water bureau.',
    ]),
  },
  {
    name: 'sewer-inspection-notes.txt',
    link: { jobs: [[/sewer line/, 0]] },
    offset: 4,
    build: (names) =>
      buildText([
        `Sewer camera inspection - ${names[0] ?? ''}`,
        '',
        '0 ft   cleanout at the foundation, 4 in. cast iron',
        '18 ft  transition to clay tile',
        '41 ft  root intrusion at the joint, cleared with the cutter head',
        '63 ft  minor belly, about 1 in. standing water over 4 ft',
        '88 ft  connection to the city main',
        '',
        'Recommendation: hydro-jet yearly; quote a spot repair at 41 ft.',
      ]),
  },
  {
    name: 'site-access-instructions.txt',
    link: { customers: ['maple-court'] },
    offset: 120,
    build: () =>
      buildText([
        'Maple Court Property Management - site access',
        '',
        'Check in with the leasing office (building A) before starting work.',
        'Mechanical rooms: key box code 2741, return keys before leaving.',
        'Park in the visitor spaces along the east lot only.',
        'Tenant units: 24 hours notice required except for emergencies.',
      ]),
  },
  {
    name: 'equipment-inventory.csv',
    link: { customers: ['columbia-brewing'] },
    offset: 175,
    build: () =>
      buildCsv([
        ['Location', 'Equipment', 'Make', 'Model', 'Installed', 'Refrigerant'],
        ['Cold room', 'Walk-in cooler evaporator', 'Heatcraft', 'LET090BJ', '2017', 'R-448A'],
        ['Cold room', 'Condensing unit', 'Copeland', 'XJAL-020Z', '2017', 'R-448A'],
        ['Brewhouse', 'Glycol chiller', 'G&D Chillers', 'ICE-5', '2019', 'R-410A'],
        ['Taproom', 'Rooftop unit', 'Carrier', '48FC-06', '2015', 'R-410A'],
        ['Basement', 'Gas water heater, 100 gal', 'A.O. Smith', 'BTH-199', '2020', ''],
      ]),
  },
  {
    name: 'refrigerant-log.csv',
    link: {
      jobs: [
        [/Walk-in cooler/, 0],
        [/Walk-in cooler/, 1],
        [/Walk-in cooler/, 2],
      ],
    },
    offset: 6,
    build: (names) =>
      buildCsv([
        ['Job', 'Refrigerant', 'Added (lb)', 'Recovered (lb)', 'Technician'],
        ...names.map((name, index) => [name, 'R-448A', String(1.5 + index * 0.75), '0', index % 2 ? 'Marco Diaz' : 'Theo Tech']),
      ]),
  },
  {
    name: 'water-heater-parts-order.csv',
    link: { jobs: [[/water heater/, 0]] },
    offset: 3,
    build: () =>
      buildCsv([
        ['Part', 'Description', 'Qty', 'Unit cost'],
        ['GV-50-40', '50 gal gas water heater, 40k BTU', '1', '1189.00'],
        ['XT-2', 'Thermal expansion tank, 2 gal', '1', '54.90'],
        ['FC-34', '3/4 in. stainless flex connector, 18 in.', '2', '14.25'],
        ['PAN-26', 'Drain pan, 26 in.', '1', '32.50'],
      ]),
  },
  {
    name: 'customer-sign-off.pdf',
    link: { jobs: [[/sump pump/, 0]] },
    offset: 5,
    build: pdf('Work Completion Sign-off', (names) => [
      `Job: ${names[0] ?? ''}`,
      'Replaced the crawl space sump pump (1/3 hp) and check valve; tested with 20 gal of water.',
      'Discharge line cleared to the daylight outlet.',
      'The customer confirms the work above was completed to their satisfaction.',
      '',
      'Signed on site by the customer.',
    ]),
  },
  {
    name: 'grease-disposal-manifest.pdf',
    link: { jobs: [[/grease interceptor/, 0]] },
    offset: 3,
    build: pdf('Grease Waste Disposal Manifest', (names) => [
      `Generator: ${names[0] ?? ''}`,
      'Waste: food service grease and solids, 750 gal interceptor',
      'Volume removed: 680 gal. Hauler: Northwind Heating & Plumbing, permit FOG-1183',
      'Disposal site: Columbia Boulevard treatment plant receiving station',
    ]),
  },
  {
    name: 'van-12-registration.pdf',
    link: { resources: ['van12'] },
    offset: 320,
    build: pdf('Vehicle Registration', () => [
      'Vehicle: 2022 Ford Transit 250 cargo van, white',
      'Plate: NWHP 12. Fleet number: 12',
      'Registered owner: Northwind Heating & Plumbing',
      'Registration valid through the end of next year.',
    ]),
  },
  {
    name: 'tax-exempt-certificate.pdf',
    link: { customers: ['lincoln-elementary'] },
    offset: 250,
    build: pdf('Sales Tax Exemption Certificate', (names) => [
      `Purchaser: ${names[0] ?? ''}`,
      'Exemption: public school district (government entity)',
      'Applies to: repair and maintenance services and materials',
      'Certificate on file with Northwind Heating & Plumbing.',
    ]),
  },
];

const contentTypes: Record<string, string> = {
  png: 'image/png',
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
};

/** The MIME type for a file name's extension. */
export function contentTypeOf(name: string): string {
  return contentTypes[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

interface ResolvedLink {
  mappedType: StorageMappedType;
  entities: StorageMappedEntity[];
  /** When the linked record was created (jobs), for dating the upload. */
  createdAt: Date | null;
}

function resolveLink(link: Link, customers: ReadonlyMap<string, Customer>, jobs: readonly Job[]): ResolvedLink | null {
  if ('jobs' in link) {
    const found = link.jobs
      .map(([description, occurrence]) => jobs.filter((job) => description.test(job.description))[occurrence])
      .filter((job): job is Job => job !== undefined);
    if (found.length === 0) return null;
    return {
      mappedType: 'Jobs',
      entities: found.map((job) => ({ context: job.context, name: job.name })),
      createdAt: new Date(found[0]!.dateTime),
    };
  }
  if ('customers' in link) {
    const found = link.customers.map((key) => customers.get(customerContext(key))).filter((customer): customer is Customer => !!customer);
    if (found.length === 0) return null;
    return { mappedType: 'Customers', entities: found.map((customer) => ({ context: customer.context, name: customerName(customer) })), createdAt: null };
  }
  return { mappedType: 'Resources', entities: link.resources.map((key) => ({ ...seededResources[key] })), createdAt: null };
}

/** Upload time: hours after the job was created, else days before now; never in the future. */
function uploadedAt(now: Date, link: ResolvedLink, offset: number, index: number): string {
  const latest = now.getTime() - 10 * MINUTE_MS - index * MINUTE_MS;
  const at = link.createdAt ? link.createdAt.getTime() + offset * HOUR_MS + index * 7 * MINUTE_MS : now.getTime() - offset * DAY_MS - index * 13 * MINUTE_MS;
  return new Date(Math.min(at, latest)).toISOString();
}

/** The seeded images and files, linked to `customers` and `jobs`. */
export function seedStorage(now: Date, customers: readonly Customer[], jobs: readonly Job[]): StoredObject[] {
  const byContext = new Map(customers.map((customer) => [customer.context, customer]));
  const sortedJobs = [...jobs].sort((a, b) => a.number - b.number);
  const items: StoredObject[] = [];
  imageSpecs.forEach((spec, index) => {
    const link = resolveLink(spec.link, byContext, sortedJobs);
    if (!link) return;
    const fields = {
      context: seededUuid(`storage:image:${spec.name}`),
      kind: 'image',
      name: spec.name,
      contentType: contentTypeOf(spec.name),
      dateCreated: uploadedAt(now, link, spec.offset, index),
      mappedType: link.mappedType,
      mappedEntities: link.entities,
    } as const;
    items.push(lazyStoredObject(fields, { kind: 'image', name: spec.name }, seedContentBuilder));
  });
  fileSpecs.forEach((spec, index) => {
    const link = resolveLink(spec.link, byContext, sortedJobs);
    if (!link) return;
    const names = link.entities.map((entity) => entity.name);
    const fields = {
      context: seededUuid(`storage:file:${spec.name}`),
      kind: 'file',
      name: spec.name,
      contentType: contentTypeOf(spec.name),
      dateCreated: uploadedAt(now, link, spec.offset, index),
      mappedType: link.mappedType,
      mappedEntities: link.entities,
    } as const;
    items.push(lazyStoredObject(fields, { kind: 'file', name: spec.name, names }, seedContentBuilder));
  });
  return items;
}

/** Builds the bytes of a seeded image or file from its reference (painted, or written, as the seed names it). */
export function seedContentBuilder(ref: SeedContentRef): StoredBytes {
  if (ref.kind === 'image') {
    const spec = imageSpecs.find((candidate) => candidate.name === ref.name);
    if (!spec) throw new Error(`No seeded image is named ${ref.name}`);
    const full = paintPng(spec.scene, FULL_SIZE);
    return { data: bytesToBase64(full), bytes: full.length, thumbnail: bytesToBase64(paintPng(spec.scene, THUMBNAIL_SIZE)) };
  }
  const spec = fileSpecs.find((candidate) => candidate.name === ref.name);
  if (!spec) throw new Error(`No seeded file is named ${ref.name}`);
  const bytes = spec.build(ref.names);
  return { data: bytesToBase64(bytes), bytes: bytes.length, thumbnail: null };
}
