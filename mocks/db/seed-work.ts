import { seededUuid } from './ids';
import { round2 } from './seed-helpers';
import type { JobDetail, JobDetailType, PricebookItem } from './types';

/** Hourly labor rate and what an hour costs the company. */
export const LABOR_RATE = 125;
export const LABOR_COST = 55;

type LineDef =
  | { type: 'Labor'; name: string; description: string; hours: number }
  | { type: 'Service'; name: string; description: string; price: number; cost: number; quantity?: number }
  | { type: 'Item'; name: string; description: string; cost: number; markup: number; quantity?: number }
  | { type: 'Subtotal'; name: string; description: string };

type PricedLineDef = Exclude<LineDef, { type: 'Subtotal' }>;

export type WorkKey =
  | 'furnace-replacement'
  | 'water-heater'
  | 'furnace-tune-up'
  | 'ac-repair'
  | 'drain-clearing'
  | 'mini-split'
  | 'repipe'
  | 'heat-pump-repair'
  | 'rtu-maintenance'
  | 'cooler-repair'
  | 'grease-trap'
  | 'leak-repair'
  | 'tankless'
  | 'backflow-test'
  | 'system-inspection'
  | 'sump-pump';

export interface WorkTemplate {
  jobType: 'Service' | 'Installation' | 'Maintenance' | 'Repair' | 'Inspection';
  description: string;
  lines: LineDef[];
}

const diagnostic: LineDef = { type: 'Service', name: 'Diagnostic service call', description: 'Trip charge and first half hour of diagnosis.', price: 129, cost: 30 };

export const workTemplates: Record<WorkKey, WorkTemplate> = {
  'furnace-replacement': {
    jobType: 'Installation',
    description:
      'Remove the existing 80% furnace and install a 96% AFUE two-stage gas furnace with new PVC venting, condensate drain and a smart thermostat; start-up and combustion test.',
    lines: [
      { type: 'Service', name: 'Furnace removal and disposal', description: 'Disconnect, remove and haul away the old furnace.', price: 250, cost: 80 },
      { type: 'Item', name: 'Carrier 96% AFUE 80k BTU gas furnace', description: 'Two-stage, variable-speed blower.', cost: 2150, markup: 45 },
      { type: 'Item', name: 'Flue vent kit, 3 in. PVC', description: 'Concentric termination and fittings.', cost: 85, markup: 50 },
      { type: 'Item', name: 'Smart thermostat', description: 'Wi-Fi thermostat with C-wire adapter.', cost: 160, markup: 40 },
      { type: 'Labor', name: 'Installation labor', description: 'Two technicians.', hours: 10 },
    ],
  },
  'water-heater': {
    jobType: 'Installation',
    description: 'Replace the leaking 50-gallon gas water heater, add a thermal expansion tank and bring the venting and seismic strapping up to code.',
    lines: [
      { type: 'Item', name: '50 gal. gas water heater, 40k BTU', description: '6-year tank and parts warranty.', cost: 780, markup: 40 },
      { type: 'Item', name: 'Expansion tank, 2 gal.', description: 'Pre-charged to house pressure.', cost: 48, markup: 50 },
      { type: 'Item', name: 'Seismic strap kit', description: 'Double strap, code compliant.', cost: 22, markup: 60 },
      { type: 'Labor', name: 'Installation labor', description: 'Drain, remove, set and fire the new heater.', hours: 4 },
      { type: 'Service', name: 'Haul-away and disposal', description: 'Old tank recycled.', price: 75, cost: 20 },
    ],
  },
  'furnace-tune-up': {
    jobType: 'Maintenance',
    description: 'Annual furnace safety inspection and tune-up.',
    lines: [
      { type: 'Service', name: 'Furnace safety inspection and tune-up', description: '21-point inspection, burner cleaning, CO test.', price: 149, cost: 35 },
      { type: 'Item', name: 'MERV 11 pleated filter 16x25x1', description: 'Replacement filter.', cost: 14, markup: 60, quantity: 2 },
    ],
  },
  'ac-repair': {
    jobType: 'Repair',
    description: 'AC not cooling: diagnose, replace the failed run capacitor and recharge refrigerant to the manufacturer\u2019s charge.',
    lines: [
      diagnostic,
      { type: 'Item', name: 'Dual run capacitor 45/5 MFD', description: 'OEM-equivalent.', cost: 22, markup: 80 },
      { type: 'Item', name: 'R-410A refrigerant (per lb)', description: 'Added after leak check.', cost: 32, markup: 60, quantity: 3 },
      { type: 'Labor', name: 'Repair labor', description: 'Capacitor replacement and charge.', hours: 1.5 },
    ],
  },
  'drain-clearing': {
    jobType: 'Service',
    description: 'Clear the main sewer line and camera-inspect it for roots or a belly.',
    lines: [
      { type: 'Service', name: 'Main line drain clearing', description: 'Cable machine through the cleanout, up to 100 ft.', price: 289, cost: 60 },
      { type: 'Service', name: 'Sewer camera inspection', description: 'Video recording emailed to the customer.', price: 199, cost: 40 },
    ],
  },
  'mini-split': {
    jobType: 'Installation',
    description:
      'Install a 12k BTU ductless heat pump in the garage conversion: wall-mounted head, outdoor unit on a pad, line set with cover, condensate pump and electrical disconnect.',
    lines: [
      { type: 'Item', name: 'Mitsubishi 12k BTU ductless heat pump', description: 'Hyper-heat outdoor unit and wall head.', cost: 1890, markup: 40 },
      { type: 'Item', name: 'Line set 25 ft. with wall cover', description: 'Insulated copper line set.', cost: 165, markup: 45 },
      { type: 'Item', name: 'Condensate pump', description: 'Mini-split mini pump.', cost: 95, markup: 50 },
      { type: 'Subtotal', name: 'Equipment subtotal', description: 'Heat pump, line set and condensate pump.' },
      { type: 'Labor', name: 'Installation labor', description: 'Two technicians, one day.', hours: 9 },
      { type: 'Service', name: '200 A panel upgrade (subcontracted)', description: 'Licensed electrician: replace the 100 A panel, add the 240 V heat pump circuit and disconnect; permit and inspection included.', price: 2850, cost: 2100 },
    ],
  },
  repipe: {
    jobType: 'Installation',
    description:
      'Replace the galvanized supply lines with PEX-A throughout the house, including new shut-offs at every fixture; drywall access holes patched, texture and paint by others.',
    lines: [
      { type: 'Item', name: 'PEX-A tubing 3/4 in. (100 ft)', description: 'Main trunk lines.', cost: 118, markup: 40, quantity: 3 },
      { type: 'Item', name: 'PEX expansion fittings kit', description: 'Tees, elbows, rings and stub-outs.', cost: 210, markup: 40 },
      { type: 'Item', name: 'Quarter-turn angle stops', description: 'Fixture shut-offs.', cost: 11, markup: 70, quantity: 12 },
      { type: 'Labor', name: 'Repipe labor', description: 'Two technicians, three days.', hours: 22 },
      { type: 'Service', name: 'Drywall patch allowance', description: 'Patch access openings.', price: 600, cost: 400 },
    ],
  },
  'heat-pump-repair': {
    jobType: 'Repair',
    description: 'Heat pump making a grinding noise: replace the outdoor fan motor and blade.',
    lines: [
      diagnostic,
      { type: 'Item', name: 'Outdoor fan motor 1/4 HP', description: 'Universal condenser fan motor.', cost: 210, markup: 55 },
      { type: 'Item', name: 'Fan blade 22 in.', description: 'Matched to the motor.', cost: 48, markup: 55 },
      { type: 'Labor', name: 'Repair labor', description: 'Motor and blade replacement.', hours: 2 },
    ],
  },
  'rtu-maintenance': {
    jobType: 'Maintenance',
    description:
      'Quarterly preventive maintenance on the rooftop units: filters, belts, coils, economizer check and a written report for facilities.',
    lines: [
      { type: 'Service', name: 'RTU preventive maintenance (per unit)', description: 'Inspection, coil rinse, controls check.', price: 185, cost: 60, quantity: 4 },
      { type: 'Item', name: 'Pleated filter 20x25x2', description: 'Four per unit.', cost: 18, markup: 50, quantity: 16 },
      { type: 'Item', name: 'Drive belt A-48', description: 'Replaced as needed.', cost: 14, markup: 80, quantity: 2 },
    ],
  },
  'cooler-repair': {
    jobType: 'Repair',
    description: 'Walk-in cooler not holding temperature: replace the evaporator fan motor and clean the condenser coil.',
    lines: [
      { type: 'Service', name: 'Commercial refrigeration diagnostic', description: 'Trip charge and first hour.', price: 189, cost: 50 },
      { type: 'Item', name: 'Evaporator fan motor', description: 'ECM, 115 V.', cost: 145, markup: 55 },
      { type: 'Labor', name: 'Refrigeration labor', description: 'Motor replacement and coil cleaning.', hours: 3 },
    ],
  },
  'grease-trap': {
    jobType: 'Maintenance',
    description: 'Monthly grease interceptor pump-out and cleaning with disposal manifest.',
    lines: [
      { type: 'Service', name: 'Grease trap pump-out and cleaning', description: 'Up to 100 gallons.', price: 325, cost: 140 },
      { type: 'Service', name: 'Disposal fee', description: 'Licensed disposal with manifest.', price: 60, cost: 45 },
    ],
  },
  'leak-repair': {
    jobType: 'Repair',
    description: 'Leak under the bathroom vanity: replace both angle stops and supply lines.',
    lines: [
      diagnostic,
      { type: 'Item', name: 'Compression angle stop 1/2 x 3/8', description: 'Quarter-turn.', cost: 12, markup: 80, quantity: 2 },
      { type: 'Item', name: 'Braided supply line 20 in.', description: 'Stainless.', cost: 9, markup: 80, quantity: 2 },
      { type: 'Labor', name: 'Repair labor', description: 'Replace and leak test.', hours: 1 },
    ],
  },
  tankless: {
    jobType: 'Installation',
    description:
      'Replace the tank water heater with a condensing tankless unit: new gas line sizing, concentric venting, isolation valves for flushing, permit and city inspection.',
    lines: [
      { type: 'Item', name: 'Navien NPE-240A tankless water heater', description: 'Condensing, 199k BTU.', cost: 1650, markup: 40 },
      { type: 'Item', name: 'Isolation valve kit', description: 'For annual descaling.', cost: 120, markup: 45 },
      { type: 'Item', name: 'Concentric vent kit', description: 'Through-wall termination.', cost: 140, markup: 45 },
      { type: 'Labor', name: 'Installation labor', description: 'Including gas line upgrade.', hours: 8 },
      { type: 'Service', name: 'Permit and inspection', description: 'City of Portland plumbing permit.', price: 185, cost: 185 },
    ],
  },
  'backflow-test': {
    jobType: 'Inspection',
    description: 'Annual backflow assembly test and report to the water bureau.',
    lines: [
      { type: 'Service', name: 'Annual backflow assembly test', description: 'Double check valve assembly.', price: 95, cost: 25 },
      { type: 'Service', name: 'Report filing', description: 'Test report filed with the water bureau.', price: 25, cost: 5 },
    ],
  },
  'system-inspection': {
    jobType: 'Inspection',
    description: 'Whole-home comfort system inspection with duct static pressure test before a home sale.',
    lines: [
      { type: 'Service', name: 'Home comfort system inspection', description: 'Furnace, AC and ductwork.', price: 119, cost: 35 },
      { type: 'Service', name: 'Duct static pressure test', description: 'With written findings.', price: 79, cost: 15 },
    ],
  },
  'sump-pump': {
    jobType: 'Repair',
    description: 'Replace the failed crawl space sump pump and check valve; test the float switch.',
    lines: [
      { type: 'Item', name: '1/3 HP submersible sump pump', description: 'Cast iron, vertical float.', cost: 165, markup: 50 },
      { type: 'Item', name: 'Check valve 1-1/2 in.', description: 'Quiet check.', cost: 24, markup: 60 },
      { type: 'Labor', name: 'Repair labor', description: 'Replace, prime and test.', hours: 2.5 },
    ],
  },
};

/** The pricebook item a template line was priced from (one item per distinct line name and type). */
export function pricebookItemContext(line: PricedLineDef): string {
  return seededUuid(`pricebook-item:${line.type}:${line.name}`);
}

/** Price and cost of a template line as the pricebook holds them. */
function linePricing(line: PricedLineDef): { cost: number; price: number } {
  if (line.type === 'Labor') return { cost: LABOR_COST, price: LABOR_RATE };
  if (line.type === 'Service') return { cost: line.cost, price: line.price };
  return { cost: line.cost, price: round2(line.cost * (1 + line.markup / 100)) };
}

/** The small seed's pricebook: one active item for each distinct line the work templates use. */
export function seedTemplatePricebook(now: Date): PricebookItem[] {
  const items = new Map<string, PricebookItem>();
  const stamp = now.toISOString();
  for (const template of Object.values(workTemplates)) {
    for (const line of template.lines) {
      if (line.type === 'Subtotal') continue;
      const context = pricebookItemContext(line);
      if (items.has(context)) continue;
      const { cost, price } = linePricing(line);
      items.set(context, {
        context,
        active: true,
        name: line.name,
        description: line.description,
        itemType: line.type,
        cost,
        // Parts are priced from cost and markup; services and labor have a price of their own.
        markup: line.type === 'Item' ? line.markup : null,
        price,
        vendorContext: null,
        categoryContext: null,
        modelNumber: '',
        partNumber: line.type === 'Item' ? `NW-${String(items.size + 1001)}` : '',
        nonTaxable: line.type !== 'Item',
        reorderQuantity: line.type === 'Item' ? 2 : 0,
        imageGuid: null,
        dateCreated: stamp,
        dateModified: stamp,
        version: 1,
      });
    }
  }
  return [...items.values()];
}

/** The job lines of a template; Service and Labor lines are non-taxable, items taxable. */
export function buildJobDetails(jobKey: string, work: WorkKey, jobContext: string): JobDetail[] {
  return workTemplates[work].lines.map((line, index): JobDetail => {
    const guid = seededUuid(`job-detail:${jobKey}:${index + 1}`);
    let cost: number;
    let price: number;
    let quantity: number;
    let hours = 0;
    let type: JobDetailType;
    if (line.type === 'Subtotal') {
      return {
        guid,
        jobContext,
        parentGuid: null,
        jobDetailType: 'Subtotal',
        context: seededUuid(`job-detail-context:${jobKey}:${index + 1}`),
        order: index + 1,
        invoiceId: null,
        name: line.name,
        description: line.description,
        pricebookItemContext: null,
        hours: 0,
        priceDetail: { cost: null, markup: null, price: 0, quantity: 1, total: 0, nonTaxable: false },
      };
    }
    if (line.type === 'Labor') {
      type = 'Labor';
      cost = LABOR_COST;
      price = LABOR_RATE;
      quantity = line.hours;
      hours = line.hours;
    } else if (line.type === 'Service') {
      type = 'Service';
      cost = line.cost;
      price = line.price;
      quantity = line.quantity ?? 1;
    } else {
      type = 'Item';
      cost = line.cost;
      price = round2(line.cost * (1 + line.markup / 100));
      quantity = line.quantity ?? 1;
    }
    const markup = cost > 0 ? round2((price / cost - 1) * 100) : 0;
    return {
      guid,
      jobContext,
      parentGuid: null,
      jobDetailType: type,
      context: seededUuid(`job-detail-context:${jobKey}:${index + 1}`),
      order: index + 1,
      invoiceId: null,
      name: line.name,
      description: line.description,
      pricebookItemContext: pricebookItemContext(line),
      hours,
      priceDetail: { cost, markup, price, quantity, total: round2(price * quantity), nonTaxable: type !== 'Item' },
    };
  });
}

export interface IntakeTemplate {
  intakeType: 'Service Call' | 'Estimate' | 'Maintenance' | 'Warranty' | 'Emergency';
  description: string;
  notes: string;
  work: WorkKey;
  /** For company customers and their sites; otherwise for people. */
  commercial?: boolean;
}

export const intakeTemplates: IntakeTemplate[] = [
  { intakeType: 'Service Call', description: 'No heat \u2013 furnace short cycling', notes: 'Furnace starts, runs about two minutes and shuts off. Filter replaced last month. Thermostat is a Honeywell T6 on the hallway wall.', work: 'furnace-tune-up' },
  { intakeType: 'Service Call', description: 'Water heater leaking at the base', notes: 'Small puddle under the 50-gallon gas water heater in the garage; customer shut off the cold supply.', work: 'water-heater' },
  { intakeType: 'Service Call', description: 'AC not cooling upstairs', notes: 'Upstairs stays around 80\u00b0F even with the system running all afternoon. Outdoor unit runs but the fan sounds slow.', work: 'ac-repair' },
  { intakeType: 'Service Call', description: 'Kitchen sink and laundry drain backing up', notes: 'Slow for a week, now standing water.', work: 'drain-clearing' },
  { intakeType: 'Service Call', description: 'Heat pump making a grinding noise', notes: 'Noise started after the ice storm. Unit still heats.', work: 'heat-pump-repair' },
  { intakeType: 'Service Call', description: 'Leak under the bathroom vanity', notes: 'Drip from the cold shut-off valve; towel under it for now.', work: 'leak-repair' },
  { intakeType: 'Service Call', description: 'Sump pump running nonstop', notes: 'Crawl space pump cycles every minute even when dry outside. Customer worried about flooding before the next storm, please call before noon if possible.', work: 'sump-pump' },
  { intakeType: 'Estimate', description: 'Estimate for a ductless mini-split in the garage conversion', notes: 'About 350 sq ft, insulated. Wants heating and cooling. Panel has two open slots.', work: 'mini-split' },
  { intakeType: 'Estimate', description: 'Quote to replace a 20-year-old furnace', notes: 'Existing Lennox 80% furnace, original to the house. Interested in financing options and the utility rebate for high-efficiency equipment.', work: 'furnace-replacement' },
  { intakeType: 'Estimate', description: 'Tankless water heater replacement estimate', notes: 'Family of five keeps running out of hot water.', work: 'tankless' },
  { intakeType: 'Estimate', description: 'Repipe estimate \u2013 galvanized supply lines', notes: 'Low pressure at every fixture and rusty water first thing in the morning. 1950s house, one story over a crawl space, about 1,400 sq ft.', work: 'repipe' },
  { intakeType: 'Maintenance', description: 'Annual furnace tune-up', notes: 'Maintenance plan member.', work: 'furnace-tune-up' },
  { intakeType: 'Maintenance', description: 'Annual backflow test due', notes: 'Water bureau notice received; due by the end of the month.', work: 'backflow-test' },
  { intakeType: 'Warranty', description: 'Warranty \u2013 condensate pump failed on the new install', notes: 'Installed in the spring. Water in the drain pan again; the pump does not kick on.', work: 'mini-split' },
  { intakeType: 'Warranty', description: 'Warranty callback \u2013 leaking PEX fitting under the vanity', notes: 'Drip at the new fitting under the hall bath vanity.', work: 'leak-repair' },
  { intakeType: 'Emergency', description: 'No heat \u2013 elderly resident, furnace not igniting', notes: 'Resident is 87 and lives alone; house is at 58\u00b0F. Neighbour Carol is with her and can let the technician in if she does not hear the door.', work: 'furnace-tune-up' },
  { intakeType: 'Emergency', description: 'Burst pipe in the crawl space', notes: 'Main shut off at the street. Needs someone today.', work: 'leak-repair' },
  { intakeType: 'Emergency', description: 'Sewage backing up into the basement floor drain', notes: 'Happened after laundry. Do not run water until cleared.', work: 'drain-clearing' },
  { intakeType: 'Service Call', description: 'Tenant reports no hot water', notes: 'Tenant called the property manager this morning; access through the leasing office, ask for the maintenance lead.', work: 'water-heater', commercial: true },
  { intakeType: 'Service Call', description: 'Walk-in cooler not holding temperature', notes: 'Cooler at 46\u00b0F this morning, product moved to the reach-ins.', work: 'cooler-repair', commercial: true },
  { intakeType: 'Maintenance', description: 'Quarterly rooftop unit maintenance', notes: 'Four RTUs on the roof; roof access key at the front office.', work: 'rtu-maintenance', commercial: true },
  { intakeType: 'Service Call', description: 'Classroom unit ventilators not heating', notes: 'Rooms 104 and 106 are cold in the morning. Facilities already reset the breakers; custodian says the units run but blow cool air until about 10 am.', work: 'heat-pump-repair', commercial: true },
  { intakeType: 'Maintenance', description: 'Grease trap pump-out', notes: 'Trap full; inspector visit next week.', work: 'grease-trap', commercial: true },
  { intakeType: 'Estimate', description: 'Estimate to replace the rooftop unit over the dining room', notes: 'Unit is 22 years old and has needed three compressor calls this year. Needs a crane quote and a weekend install to avoid closing.', work: 'furnace-replacement', commercial: true },
  { intakeType: 'Service Call', description: 'Running toilets and a leaking shut-off in the restrooms', notes: 'Staff restroom, both toilets.', work: 'leak-repair', commercial: true },
];
