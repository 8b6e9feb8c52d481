import type { DocumentPdfLine, InvoicePdfInput, ProposalPdfInput, WorkOrderPdfInput } from '@/lib/document-pdf';

/** A valid 1 × 1 PNG (one opaque pixel), as a logo or a drawn signature. */
export const TINY_PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));

export const documentLines: DocumentPdfLine[] = [
  { type: 'Service', name: 'AC Tune-Up', description: 'Seasonal inspection and cleaning of the condenser', quantity: '1', unitPrice: '$129.00', total: '$129.00' },
  { type: 'Labor', name: 'Technician Labor', quantity: '2.5', unitPrice: '$95.00', total: '$237.50' },
  { type: 'Item', name: 'Air Filter 16x25x1 (MERV 11)', quantity: '2', unitPrice: '$18.25', total: '$36.50' },
  { type: 'Subtotal', name: 'Subtotal', total: '$403.00' },
  { type: 'Bundle', name: 'Thermostat Upgrade Package', description: 'Smart thermostat installed and configured', quantity: '1', unitPrice: '$850.00', total: '$850.00' },
  { type: 'Child', name: 'Smart Thermostat', quantity: '1', unitPrice: '$249.00', total: '' },
  { type: 'Child', name: 'Install Labor', quantity: '3', unitPrice: '$95.00', total: '' },
];

const common = {
  date: '06/01/2026',
  company: {
    name: 'Brightline Heating & Air',
    addressLines: ['1200 Commerce Way, Suite 4', 'Austin, TX 78701'],
    phone: '(512) 555-0142',
    email: 'office@brightline.example',
    website: 'www.brightline.example',
  },
  customer: { name: 'Dana Whitfield', phone: '(512) 555-0199', email: 'dana@example.com' },
  billingAddressLines: ['88 Oak Hollow Dr', 'Austin, TX 78745'],
  serviceAddressLines: ['412 Riverside Ln', 'Round Rock, TX 78664'],
  job: { name: 'Spring HVAC Service', description: 'Annual maintenance and thermostat replacement.' },
  lines: documentLines,
  totals: {
    subtotal: '$1,253.00',
    discount: { label: 'Discount (10%)', amount: '-$125.30' },
    tax: { label: 'Tax (8.25%)', amount: '$93.04' },
    total: '$1,220.74',
  },
  terms: 'Net 30',
  notes: 'Please keep pets indoors during the visit.',
};

export const proposalInput: ProposalPdfInput = { ...common, kind: 'Proposal', number: 'Proposal #2001', signature: 'blank' };

export const workOrderInput: WorkOrderPdfInput = { ...common, kind: 'Work Order', number: 'Work Order #3007' };

export const invoiceInput: InvoicePdfInput = {
  ...common,
  kind: 'Invoice',
  number: 'Invoice #4012',
  dueDate: '07/01/2026',
  payments: [
    { date: '06/02/2026', method: 'Check', amount: '$500.00' },
    { date: '06/10/2026', method: 'Credit Card', amount: '$220.74' },
  ],
  amountDue: '$500.00',
};

/** `count` item lines, enough to run onto more pages. */
export function manyLines(count: number): DocumentPdfLine[] {
  return Array.from({ length: count }, (_, index) => ({
    type: 'Item' as const,
    name: `Part ${index + 1}`,
    quantity: '1',
    unitPrice: `$${index + 1}.00`,
    total: `$${index + 1}.00`,
  }));
}
