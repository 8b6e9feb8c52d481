import type { PricebookEntityType } from '@/lib/schemas/pricebook-schemas';

/** Spec 3 §7, §8: the pricebook's success messages, as the spec words them. */
export const pricebookToasts = {
  created: (type: PricebookEntityType) => `Pricebook ${type} created.`,
  updated: (type: PricebookEntityType) => `Pricebook ${type} updated.`,
  deleted: (type: PricebookEntityType) => `Pricebook ${type} deleted.`,
  itemsUpdated: 'The pricebook item(s) were updated.',
  /** Sic: the spec's words. */
  itemsDeleted: 'The pricebook item(s) were delete.',
  exported: 'Excel file download complete. Check your download folder.',
} as const;

/** Spec 3 §8 "Batch delete". */
export const BATCH_DELETE_TEXT = 'The following pricebook items will be deleted.';
