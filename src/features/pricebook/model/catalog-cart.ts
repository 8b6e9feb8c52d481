import { lineTotal, roundToCents, toCentsNumber, ZERO } from '@/lib/job-calculations';
import type { PricebookBundle, PricebookItemListItem } from '@/lib/schemas/pricebook-schemas';

/**
 * The job cart of the catalog panel (spec 3 §2 "Pricebook catalog panel", §3 "Cart item", §4
 * "Quantity selector", "Accepting the cart"): pricebook items and bundles with how many to add.
 * Pure functions over an immutable list; each answers a new cart.
 */

/** What the Pricebook Item Override modal changes of an item for this job only. */
export interface CartOverride {
  name: string;
  description: string;
  cost: number | null;
  markup: number | null;
  price: number;
}

export type CartEntry =
  | { kind: 'Item'; item: PricebookItemListItem; quantity: number; override: CartOverride | null }
  | { kind: 'Bundle'; bundle: PricebookBundle; quantity: number };

export type Cart = readonly CartEntry[];

/** The entry's key in the cart: one entry per item or bundle. */
export function cartKey(kind: 'Item' | 'Bundle', context: string): string {
  return `${kind}:${context}`;
}

export function entryKey(entry: CartEntry): string {
  return entry.kind === 'Item' ? cartKey('Item', entry.item.context) : cartKey('Bundle', entry.bundle.context);
}

/** How many of the item or bundle the cart holds (0 when none). */
export function cartQuantity(cart: Cart, kind: 'Item' | 'Bundle', context: string): number {
  const key = cartKey(kind, context);
  return cart.find((entry) => entryKey(entry) === key)?.quantity ?? 0;
}

/**
 * Sets how many of an item or bundle the cart holds (spec 3 §4: minimum 0, step 1). 0 takes it out;
 * a new one goes to the end; an existing one keeps its place and its override.
 */
export function setCartQuantity(cart: Cart, target: { kind: 'Item'; item: PricebookItemListItem } | { kind: 'Bundle'; bundle: PricebookBundle }, quantity: number): Cart {
  const whole = Math.max(0, Math.floor(quantity));
  const key = target.kind === 'Item' ? cartKey('Item', target.item.context) : cartKey('Bundle', target.bundle.context);
  const index = cart.findIndex((entry) => entryKey(entry) === key);
  if (whole === 0) return index < 0 ? cart : cart.filter((_, at) => at !== index);
  if (index >= 0) return cart.map((entry, at) => (at === index ? { ...entry, quantity: whole } : entry));
  const added: CartEntry = target.kind === 'Item' ? { kind: 'Item', item: target.item, quantity: whole, override: null } : { kind: 'Bundle', bundle: target.bundle, quantity: whole };
  return [...cart, added];
}

/** Puts the override of an item in the cart (the Pricebook Item Override modal). */
export function overrideCartItem(cart: Cart, itemContext: string, override: CartOverride): Cart {
  return cart.map((entry) => (entry.kind === 'Item' && entry.item.context === itemContext ? { ...entry, override } : entry));
}

/** What the cart shows of an entry: its name and unit price (an item's override wins). */
export function cartEntryName(entry: CartEntry): string {
  return entry.kind === 'Item' ? (entry.override?.name ?? entry.item.name) : entry.bundle.name;
}

export function cartEntryPrice(entry: CartEntry): number {
  return entry.kind === 'Item' ? (entry.override?.price ?? entry.item.price) : entry.bundle.calculatedTotal;
}

/** An entry's total: unit price × quantity, to the cent. */
export function cartEntryTotal(entry: CartEntry): number {
  return toCentsNumber(lineTotal({ price: cartEntryPrice(entry), quantity: entry.quantity }));
}

/** The cart total: the sum of the entries' exact totals, to the cent. */
export function cartTotal(cart: Cart): number {
  return toCentsNumber(roundToCents(cart.reduce((sum, entry) => sum.plus(lineTotal({ price: cartEntryPrice(entry), quantity: entry.quantity })), ZERO)));
}

/** The number the Job Cart button shows: how many entries the cart holds. */
export function cartCount(cart: Cart): number {
  return cart.length;
}
