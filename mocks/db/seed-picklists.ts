import { seededUuid } from './ids';
import type { PicklistEntry } from './types';

export type StoredPicklistKind = PicklistEntry['kind'];

interface PicklistValue {
  text: string;
  isDefault?: boolean;
  active?: boolean;
  dueDays?: number;
}

/** The demo company's picklists, in display order. */
export const picklistValues: Record<StoredPicklistKind, readonly PicklistValue[]> = {
  IntakeType: [{ text: 'Service Call' }, { text: 'Estimate' }, { text: 'Maintenance' }, { text: 'Warranty' }, { text: 'Emergency' }],
  IntakeSource: [{ text: 'Phone' }, { text: 'Website' }, { text: 'Email' }, { text: 'Walk-in' }, { text: 'Referral' }],
  AdSource: [
    { text: 'Google' },
    { text: 'Yelp' },
    { text: 'Referral' },
    { text: 'Truck Signage' },
    { text: 'Repeat Customer' },
    { text: 'Facebook' },
    // Retired: kept so old intake still shows it, hidden from new choices.
    { text: 'Yellow Pages', active: false },
  ],
  JobType: [{ text: 'Service' }, { text: 'Installation' }, { text: 'Maintenance' }, { text: 'Repair' }, { text: 'Inspection' }],
  JobStatus: [
    { text: 'Open' },
    { text: 'In Progress' },
    { text: 'Waiting on Parts' },
    { text: 'On Hold' },
    { text: 'Complete' },
    { text: 'Cancelled' },
  ],
  JobTag: [{ text: 'Warranty' }, { text: 'Priority' }, { text: 'Commercial' }, { text: 'Residential' }, { text: 'Follow Up' }],
  PaymentTerm: [
    { text: 'Due on Receipt', dueDays: 0, isDefault: true },
    { text: 'Net 15', dueDays: 15 },
    { text: 'Net 30', dueDays: 30 },
  ],
  TaskType: [{ text: 'Call Back' }, { text: 'Order Parts' }, { text: 'Follow Up' }, { text: 'Paperwork' }, { text: 'Inspection' }],
  SupplierType: [
    { text: 'Parts Distributor' },
    { text: 'Equipment Manufacturer' },
    { text: 'Rental' },
    { text: 'Subcontractor' },
  ],
  ResourceType: [{ text: 'Service Truck' }, { text: 'Warehouse' }, { text: 'Equipment' }, { text: 'Van' }, { text: 'Ladder' }, { text: 'Meter' }, { text: 'Camera' }, { text: 'Trailer', active: false }],
};

const contexts = new Map<string, string>();

/** The seeded context of a picklist value (stable across seeds). */
export function picklistContext(kind: StoredPicklistKind, text: string): string {
  const label = `picklist:${kind}:${text}`;
  let context = contexts.get(label);
  if (context === undefined) {
    context = seededUuid(label);
    contexts.set(label, context);
  }
  return context;
}

export function seedPicklists(): PicklistEntry[] {
  return (Object.entries(picklistValues) as [StoredPicklistKind, readonly PicklistValue[]][]).flatMap(([kind, values]) =>
    values.map((value, index): PicklistEntry => {
      const entry: PicklistEntry = {
        context: picklistContext(kind, value.text),
        kind,
        text: value.text,
        active: value.active ?? true,
        order: index + 1,
        isDefault: value.isDefault ?? false,
      };
      if (value.dueDays !== undefined) entry.dueDays = value.dueDays;
      return entry;
    }),
  );
}
