import { markupPrice, toCentsNumber } from '../../src/lib/job-calculations';
import type { BundlePricingDisplay, PricebookEntityType } from '../../src/lib/schemas/pricebook-schemas';
import { seededUuid } from './ids';
import type { MockPricebookBundle, MockPricebookCategory, MockPricebookFavorite, MockPricebookVendor } from './pricebook-types';
import { createSeedRandom } from './seed-helpers';
import { categoryDefs, categoryMarkups, categoryVendors, itemFamilies, truckStockCategories, vendorDefs, type CategoryKey, type ItemFamily, type VendorKey } from './seed-pricebook-catalog';
import { seededImageGuids } from './seed-pricebook-images';
import { seedTemplatePricebook } from './seed-work';
import type { PricebookItem } from './types';

/**
 * The demo company's pricebook: about 300 items (parts, services, labor) in a category tree four
 * levels deep, 10 vendors, 20 bundles of both pricing kinds and a few favorites of admin and office.
 * The items the seeded jobs were priced from keep their contexts (`pricebookItemContext` in
 * seed-work.ts). Stock, resources, reconciliations and images are in seed-pricebook-stock.ts.
 */

export const pricebookCategoryContext = (key: CategoryKey): string => seededUuid(`pricebook-category:${key}`);
export const pricebookVendorContext = (key: VendorKey): string => seededUuid(`pricebook-vendor:${key}`);
export const pricebookBundleContext = (name: string): string => seededUuid(`pricebook-bundle:${name}`);
/** The context of a generated item (the scheme `pricebookItemContext` gives the template items). */
export const seededItemContext = (type: string, name: string): string => seededUuid(`pricebook-item:${type}:${name}`);

const parentOf = new Map<CategoryKey, CategoryKey | null>(categoryDefs.map(([key, , parent]) => [key, parent]));

/** The vendor of a category's parts: the nearest category up the tree that names one. */
export function categoryVendorKey(key: CategoryKey): VendorKey | null {
  for (let current: CategoryKey | null = key; current; current = parentOf.get(current) ?? null) {
    const vendor = categoryVendors[current];
    if (vendor) return vendor;
  }
  return null;
}

/** The dates and version of a record the seed builds. */
interface SeedStamp {
  dateCreated: string;
  dateModified: string;
  version: number;
}
function seedStamp(now: Date): SeedStamp {
  return { dateCreated: now.toISOString(), dateModified: now.toISOString(), version: 1 };
}

/** The price a cost and a markup give, to the cent (the job calculation module's rule). */
export function markedUpPrice(cost: number, markup: number): number {
  const priced = markupPrice(cost, markup);
  return priced.kind === 'computed' ? toCentsNumber(priced.price) : 0;
}

/** Contexts of the categories the catalog's items of `type` are in (the large seed files its items there). */
export function categoryContextsOf(type: PricebookItem['itemType']): string[] {
  return [...new Set(itemFamilies.filter((family) => family.type === type).map((family) => family.category))].map(pricebookCategoryContext);
}

export function seedPricebookCategories(now: Date): MockPricebookCategory[] {
  const stamp = seedStamp(now);
  return categoryDefs.map(([key, name, parent]) => ({
    context: pricebookCategoryContext(key),
    active: true,
    name,
    parentContext: parent ? pricebookCategoryContext(parent) : null,
    markup: categoryMarkups[key] ?? null,
    imageGuid: seededImageGuids.get(`category:${key}`) ?? null,
    ...stamp,
  }));
}

export function seedPricebookVendors(now: Date): MockPricebookVendor[] {
  const stamp = seedStamp(now);
  return vendorDefs.map(([key, name, markup]) => ({ context: pricebookVendorContext(key), active: true, name, markup, ...stamp }));
}

/** The category of each item the seeded jobs use. */
const templateCategories: Record<string, CategoryKey> = {
  'Furnace removal and disposal': 'disposal',
  'Carrier 96% AFUE 80k BTU gas furnace': 'high-efficiency',
  'Flue vent kit, 3 in. PVC': 'venting',
  'Smart thermostat': 'thermostats',
  'Installation labor': 'labor',
  '50 gal. gas water heater, 40k BTU': 'gas-tank',
  'Expansion tank, 2 gal.': 'water-heater-parts',
  'Seismic strap kit': 'water-heater-parts',
  'Haul-away and disposal': 'disposal',
  'Furnace safety inspection and tune-up': 'residential-plans',
  'MERV 11 pleated filter 16x25x1': 'filters',
  'Diagnostic service call': 'diagnostics',
  'Dual run capacitor 45/5 MFD': 'capacitors',
  'R-410A refrigerant (per lb)': 'refrigerants',
  'Repair labor': 'labor',
  'Main line drain clearing': 'drains',
  'Sewer camera inspection': 'drains',
  'Mitsubishi 12k BTU ductless heat pump': 'mini-splits',
  'Line set 25 ft. with wall cover': 'line-sets',
  'Condensate pump': 'pumps',
  '200 A panel upgrade (subcontracted)': 'install-services',
  'PEX-A tubing 3/4 in. (100 ft)': 'pex',
  'PEX expansion fittings kit': 'pex',
  'Quarter-turn angle stops': 'valves',
  'Repipe labor': 'labor',
  'Drywall patch allowance': 'install-services',
  'Outdoor fan motor 1/4 HP': 'fan-motors',
  'Fan blade 22 in.': 'fan-motors',
  'RTU preventive maintenance (per unit)': 'commercial-plans',
  'Pleated filter 20x25x2': 'filters',
  'Drive belt A-48': 'blowers',
  'Commercial refrigeration diagnostic': 'diagnostics',
  'Evaporator fan motor': 'fan-motors',
  'Refrigeration labor': 'labor',
  'Grease trap pump-out and cleaning': 'drains',
  'Disposal fee': 'disposal',
  'Compression angle stop 1/2 x 3/8': 'valves',
  'Braided supply line 20 in.': 'faucets',
  'Navien NPE-240A tankless water heater': 'tankless',
  'Isolation valve kit': 'water-heater-parts',
  'Concentric vent kit': 'tankless',
  'Permit and inspection': 'disposal',
  'Annual backflow assembly test': 'inspections',
  'Report filing': 'inspections',
  'Home comfort system inspection': 'inspections',
  'Duct static pressure test': 'inspections',
  '1/3 HP submersible sump pump': 'pumps',
  'Check valve 1-1/2 in.': 'valves',
};

const isTruckPart = (key: CategoryKey | null): boolean => key !== null && truckStockCategories.includes(key);

function familyItems(family: ItemFamily, stamp: SeedStamp, nextPart: (vendor: VendorKey) => string, reorder: (truckPart: boolean) => number): PricebookItem[] {
  return family.variants.split(';').map((variant) => {
    const [label = '', cost = '0', price = '0'] = variant.split('=').map((part) => part.trim());
    const name = label ? `${family.name} ${label}` : family.name;
    const isItem = family.type === 'Item';
    const markup = isItem ? (family.markup ?? (family.model ? 45 : 60)) : null;
    const vendor = isItem ? categoryVendorKey(family.category) : null;
    const modelDigits = /\d+/.exec(label)?.[0] ?? '';
    return {
      context: seededItemContext(family.type, name),
      active: !family.inactive,
      name,
      description: family.description,
      itemType: family.type,
      cost: Number(cost),
      markup,
      price: markup === null ? Number(price) : markedUpPrice(Number(cost), markup),
      vendorContext: vendor ? pricebookVendorContext(vendor) : null,
      categoryContext: pricebookCategoryContext(family.category),
      modelNumber: family.model ? `${family.model}${modelDigits.padStart(3, '0')}` : '',
      partNumber: vendor ? nextPart(vendor) : '',
      nonTaxable: !isItem,
      reorderQuantity: isItem ? reorder(isTruckPart(family.category)) : 0,
      imageGuid: seededImageGuids.get(`item:${name}`) ?? null,
      ...stamp,
    };
  });
}

/** Every item: the seeded jobs' items (with their categories and vendors) and the catalog's families. */
export function seedPricebookItems(now: Date): PricebookItem[] {
  const stamp = seedStamp(now);
  const random = createSeedRandom('pricebook-items');
  const counters = new Map<VendorKey, number>();
  const nextPart = (vendor: VendorKey): string => {
    const count = (counters.get(vendor) ?? 0) + 1;
    counters.set(vendor, count);
    const prefix = vendor
      .split('-')
      .map((word) => word.charAt(0).toUpperCase())
      .join('');
    return `${prefix}-${String(10_000 + count * 37 + random.int(0, 30))}`;
  };
  const reorder = (truckPart: boolean): number => (truckPart ? random.int(4, 12) : 0);
  const templates = seedTemplatePricebook(now).map((item): PricebookItem => {
    const category = templateCategories[item.name] ?? null;
    const vendor = category && item.itemType === 'Item' ? categoryVendorKey(category) : null;
    return {
      ...item,
      categoryContext: category ? pricebookCategoryContext(category) : null,
      vendorContext: vendor ? pricebookVendorContext(vendor) : null,
      partNumber: vendor ? nextPart(vendor) : '',
      reorderQuantity: item.itemType === 'Item' ? reorder(isTruckPart(category)) : 0,
      imageGuid: seededImageGuids.get(`item:${item.name}`) ?? null,
    };
  });
  return [...templates, ...itemFamilies.flatMap((family) => familyItems(family, stamp, nextPart, reorder))];
}

interface BundleDef {
  name: string;
  description: string;
  pricing: BundlePricingDisplay;
  category: CategoryKey;
  /** `name*quantity` (quantity 1 when left out), separated by `;`. */
  items: string;
  active?: boolean;
}

const flat: BundlePricingDisplay = 'Flat Rate Pricing';
const itemPricing: BundlePricingDisplay = 'Item Pricing';

const bundleDefs: BundleDef[] = [
  { name: 'Furnace tune-up, flat rate', description: 'Safety inspection, new filter and flame sensor.', pricing: flat, category: 'residential-plans', items: 'Furnace safety inspection and tune-up; MERV 11 pleated filter 16x25x1; Flame sensor rod universal' },
  { name: 'AC tune-up, flat rate', description: 'Spring tune-up with coil cleaning and a new filter.', pricing: flat, category: 'residential-plans', items: 'Spring AC tune-up; Condenser coil cleaning; MERV 8 pleated filter 16x25x1' },
  { name: 'Capacitor replacement, flat rate', description: 'Diagnose and replace a failed run capacitor.', pricing: flat, category: 'capacitors', items: 'Diagnostic service call; Dual run capacitor 45/5 MFD; Repair labor' },
  { name: 'Water heater flush and anode, flat rate', description: 'Flush the tank and replace the anode rod.', pricing: flat, category: 'water-heater-parts', items: 'Water heater flush; Water heater anode rod magnesium 44 in.; T&P relief valve 3/4 in.' },
  { name: 'Toilet rebuild, flat rate', description: 'New fill valve, flapper and wax ring.', pricing: flat, category: 'toilets', items: 'Toilet fill valve; Toilet flapper 2 in.; Wax ring with flange; Repair labor' },
  { name: 'Main line clearing with camera, flat rate', description: 'Clear the main and record the line.', pricing: flat, category: 'drains', items: 'Main line drain clearing; Sewer camera inspection' },
  { name: 'Igniter replacement, flat rate', description: 'Diagnose and replace the hot surface igniter.', pricing: flat, category: 'igniters', items: 'Diagnostic service call; Hot surface igniter silicon nitride 120V; Repair labor' },
  { name: 'Breaker replacement, flat rate', description: 'Troubleshoot and replace one breaker.', pricing: flat, category: 'breakers', items: 'Electrical troubleshooting (first hour); Square D QO breaker 1 pole 20 A' },
  { name: 'Sump pump replacement, flat rate', description: 'Pump, check valve and two hours of labor.', pricing: flat, category: 'pumps', items: '1/3 HP submersible sump pump; Check valve 1-1/2 in.; Repair labor*2' },
  { name: 'Whole-home surge protection, flat rate', description: 'Type 2 surge protector installed at the panel.', pricing: flat, category: 'load-centers', items: 'Whole-home surge protector; Surge protector installation' },
  { name: 'Water heater install kit', description: 'Everything but the heater for a code-compliant install.', pricing: itemPricing, category: 'water-heaters', items: 'Expansion tank, 2 gal.; Seismic strap kit; Gas flex connector 1/2 in. 24 in.; T&P relief valve 3/4 in.; Water heater drain pan 22 in.' },
  { name: 'Gas furnace install kit, 96%', description: 'Venting, condensate and controls for a condensing furnace.', pricing: itemPricing, category: 'gas-furnaces', items: 'Flue vent kit, 3 in. PVC; Condensate neutralizer kit; PVC pipe schedule 40 (10 ft) 3 in.*2; Thermostat wire (250 ft) 18/5' },
  { name: 'Mini-split install kit', description: 'Line set, bracket, condensate pump and electrical.', pricing: itemPricing, category: 'mini-splits', items: 'Line set 25 ft. with wall cover; Mini-split wall bracket; Condensate pump; Liquid-tight whip 3/4 in. x 6 ft; AC disconnect 60 A non-fused' },
  { name: 'AC condenser install kit', description: 'Line set, disconnect, whip and drier.', pricing: itemPricing, category: 'condensers', items: 'Line set 3/8 x 3/4 25 ft.; AC disconnect 60 A fused; Liquid-tight whip 3/4 in. x 6 ft; Liquid line filter drier 3/8 in.; Nitrogen (tank refill)' },
  { name: 'Tankless water heater install kit', description: 'Isolation valves, venting and gas connector.', pricing: itemPricing, category: 'tankless', items: 'Isolation valve kit; Concentric vent kit; Gas flex connector 1/2 in. 36 in.; Tankless descaling kit' },
  { name: 'Repipe kit, two-bath home', description: 'PEX-A trunk and branch lines with fittings and stops.', pricing: itemPricing, category: 'pex', items: 'PEX-A tubing 3/4 in. (100 ft)*3; PEX-A tubing 1/2 in. (100 ft)*2; PEX expansion fittings kit; Quarter-turn angle stops*12' },
  { name: 'Faucet replacement kit', description: 'Supply lines and angle stops.', pricing: itemPricing, category: 'faucets', items: 'Braided supply line 16 in.*2; Compression angle stop 1/2 x 3/8*2' },
  { name: 'Thermostat upgrade kit', description: 'Smart thermostat with a C-wire adapter.', pricing: itemPricing, category: 'thermostats', items: 'Ecobee Smart Thermostat Premium; C-wire adapter; Thermostat installation' },
  { name: 'Duct repair kit', description: 'Flex duct, mastic and tape.', pricing: itemPricing, category: 'ductwork', items: 'Flex duct R-8 (25 ft) 8 in.; Duct mastic (1 gal.); Foil tape 2.5 in.', active: false },
  { name: 'Panel upgrade materials, 200 A', description: 'Load center, surge protector, breakers and wire.', pricing: itemPricing, category: 'load-centers', items: 'Square D Homeline load center 200 A 40 space; Whole-home surge protector; Romex NM-B (250 ft) 12/2; Square D QO breaker 1 pole 20 A*6' },
];

export function seedPricebookBundles(now: Date, items: readonly PricebookItem[]): MockPricebookBundle[] {
  const stamp = seedStamp(now);
  const byName = new Map(items.map((item) => [item.name, item.context]));
  return bundleDefs.map((bundle) => ({
    context: pricebookBundleContext(bundle.name),
    active: bundle.active ?? true,
    name: bundle.name,
    description: bundle.description,
    pricingDisplay: bundle.pricing,
    categoryContext: pricebookCategoryContext(bundle.category),
    nonTaxable: false,
    markup: null,
    items: bundle.items.split(';').map((entry) => {
      const [name = '', quantity = '1'] = entry.split('*').map((part) => part.trim());
      const itemContext = byName.get(name);
      if (!itemContext) throw new Error(`Bundle ${bundle.name}: no item ${name}`);
      return { itemContext, quantity: Number(quantity) };
    }),
    imageGuid: seededImageGuids.get(`bundle:${bundle.name}`) ?? null,
    ...stamp,
  }));
}

/** Favorites of admin and office: [entity type, target context] each. */
export function seedPricebookFavorites(now: Date, userIds: { admin: string; office: string }, items: readonly PricebookItem[]): MockPricebookFavorite[] {
  const item = (name: string): string => items.find((candidate) => candidate.name === name)?.context ?? '';
  const picks: [user: string, type: PricebookEntityType, target: string][] = [
    [userIds.admin, 'Category', pricebookCategoryContext('heating')],
    [userIds.admin, 'Item', item('Diagnostic service call')],
    [userIds.admin, 'Item', item('Dual run capacitor 45/5 MFD')],
    [userIds.admin, 'Bundle', pricebookBundleContext('Furnace tune-up, flat rate')],
    [userIds.admin, 'Vendor', pricebookVendorContext('rose-city-hvac')],
    [userIds.office, 'Item', item('Diagnostic service call')],
    [userIds.office, 'Item', item('Water heater flush')],
    [userIds.office, 'Bundle', pricebookBundleContext('Water heater install kit')],
    [userIds.office, 'Category', pricebookCategoryContext('water-heaters')],
  ];
  return picks.map(([userId, entityType, targetContext]) => ({
    context: seededUuid(`pricebook-favorite:${userId}:${targetContext}`),
    userId,
    entityType,
    targetContext,
    dateCreated: now.toISOString(),
  }));
}
