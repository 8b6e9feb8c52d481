import { parseDecimal } from '@/lib/job-calculations';
import type { InventoryLevel } from '@/lib/schemas/pricebook-schemas';
import {
  INVENTORY_QUANTITY_RANGE,
  pricebookMessages,
  type InventoryChangeMarker,
  type InventoryLevelInput,
} from '@/lib/schemas/pricebook-request-schemas';
import { blank, figureIn, optionalFigure } from './pricebook-form-fields';

/**
 * The item editor's Quantities (spec 3 §2, §4 "Pricebook item"): a row per resource that holds the
 * item. In the form a row is Create (new), Delete (a saved row deleted: hidden) or None (saved);
 * the save marks a saved row that changed Update.
 */
export interface InventoryRowValues {
  /** The row's key in the list: the saved level's context, or one made for a new row. */
  rowKey: string;
  /** `null` for a new row. */
  context: string | null;
  quantity: string;
  resourceIdentifier: string;
  /** The resource's name as loaded (the select shows it when the resource list lacks it). */
  resourceName: string;
  cud: InventoryChangeMarker;
  /** Some of the stock was reconciled to a job: the quantity may change, the resource may not. */
  hasReconciliation: boolean;
  /** A saved row's quantity and resource as loaded; `null` for a new row. */
  loaded: { quantity: number; resourceIdentifier: string } | null;
}

/** A saved level as a row, marked None until it changes. */
export function inventoryRowOf(level: InventoryLevel): InventoryRowValues {
  return {
    rowKey: level.context,
    context: level.context,
    quantity: String(level.quantity),
    resourceIdentifier: level.resource.context,
    resourceName: level.resource.name,
    cud: 'None',
    hasReconciliation: level.hasReconciliation,
    loaded: { quantity: level.quantity, resourceIdentifier: level.resource.context },
  };
}

let newRowCount = 0;

/** Add Quantity: a new row marked Create, quantity and resource still to fill. */
export function newInventoryRow(rowKey = `new-${++newRowCount}`): InventoryRowValues {
  return { rowKey, context: null, quantity: '', resourceIdentifier: '', resourceName: '', cud: 'Create', hasReconciliation: false, loaded: null };
}

/** The rows the editor shows: all but those marked Delete. */
export function shownInventoryRows<Row extends Pick<InventoryRowValues, 'cud'>>(rows: readonly Row[]): Row[] {
  return rows.filter((row) => row.cud !== 'Delete');
}

/** Delete Quantities: the selected new rows go, the selected saved rows are marked Delete (and hidden). */
export function deleteInventoryRows(rows: readonly InventoryRowValues[], selected: ReadonlySet<string>): InventoryRowValues[] {
  return rows.flatMap((row) => {
    if (!selected.has(row.rowKey)) return [row];
    return row.context === null ? [] : [{ ...row, cud: 'Delete' as const }];
  });
}

/** A message per problem of the shown rows, by index in `rows` and field (spec 3 §5 "Inventory quantity"). */
export interface InventoryRowIssue {
  index: number;
  field: 'quantity' | 'resourceIdentifier';
  message: string;
}

/**
 * A saved row is unchanged while its quantity and resource are as loaded (its stock may have gone
 * down to 0 by reconciling to jobs; it is sent as it is).
 */
export function isUnchangedRow(row: InventoryRowValues): boolean {
  if (row.loaded === null || row.resourceIdentifier !== row.loaded.resourceIdentifier) return false;
  const quantity = parseDecimal(row.quantity);
  return quantity !== null && quantity.eq(row.loaded.quantity);
}

/** Spec 3 §5: a new or changed row's quantity is required, 1 to 99999; its resource is required, once per item. */
export function inventoryRowIssues(rows: readonly InventoryRowValues[]): InventoryRowIssue[] {
  const issues: InventoryRowIssue[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (row.cud === 'Delete') return;
    if (isUnchangedRow(row)) {
      seen.add(row.resourceIdentifier);
      return;
    }
    if (blank(row.quantity)) issues.push({ index, field: 'quantity', message: pricebookMessages.quantityRequired });
    else if (figureIn(row.quantity, INVENTORY_QUANTITY_RANGE) === null) issues.push({ index, field: 'quantity', message: pricebookMessages.quantityInvalid });
    if (row.resourceIdentifier === '') issues.push({ index, field: 'resourceIdentifier', message: pricebookMessages.resourceRequired });
    else if (seen.has(row.resourceIdentifier)) issues.push({ index, field: 'resourceIdentifier', message: pricebookMessages.duplicateResource });
    seen.add(row.resourceIdentifier);
  });
  return issues;
}

/**
 * The rows as the save sends them, each with its marker: new rows Create, saved rows deleted
 * Delete, saved rows whose quantity or resource differs from what was loaded Update, the others
 * None. A new row deleted again is no longer in the list.
 */
export function inventoryLevelInputs(rows: readonly InventoryRowValues[]): InventoryLevelInput[] {
  return rows.map((row) => {
    if (row.context !== null && row.loaded !== null && (row.cud === 'Delete' || isUnchangedRow(row))) {
      // Sent as loaded: a deleted row's figures do not matter, an unchanged one's are the stored ones.
      return { context: row.context, quantity: row.loaded.quantity, resourceIdentifier: row.loaded.resourceIdentifier, cud: row.cud === 'Delete' ? 'Delete' : 'None' };
    }
    const cud: InventoryChangeMarker = row.context === null ? 'Create' : 'Update';
    return { context: row.context, quantity: optionalFigure(row.quantity) ?? 0, resourceIdentifier: row.resourceIdentifier, cud };
  });
}
