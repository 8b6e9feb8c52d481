import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import { SummaryTable, type SummaryTableColumn } from '@/components/data-table/summary-table';
import { EmptyState } from '@/components/empty-state';
import { formatMoney } from '@/lib/format';
import type { PricebookItemListItem } from '@/lib/schemas/pricebook-schemas';
import { cartEntryName, cartEntryPrice, cartEntryTotal, cartTotal, entryKey, type Cart, type CartEntry, type CartOverride } from '../../model/catalog-cart';
import { useCatalog } from './catalog-context';
import { ItemOverrideDialog } from './item-override-dialog';
import { QuantitySelector } from './quantity-selector';

/** Spec 3 §2 notes under a bundle in the cart. */
export const FLAT_RATE_NOTE = '*This is a flat rate bundle. The bundle item details will not be included on proposals and invoices.';
export const ITEM_RATE_NOTE = '*This is an item rate bundle. The bundle item details will be included on proposals and invoices.';

/** The entry's name and its bundle note; on phones also its price each and its override button (their columns are left out there). */
function EntryName({ entry, phone, overrideButton }: { entry: CartEntry; phone: boolean; overrideButton: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      <span>{cartEntryName(entry)}</span>
      {phone ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {formatMoney(cartEntryPrice(entry))} each
          </Typography>
          {overrideButton}
        </Box>
      ) : null}
      {entry.kind === 'Bundle' ? (
        <Typography variant="caption" color="text.secondary">
          {entry.bundle.pricingDisplay === 'Flat Rate Pricing' ? FLAT_RATE_NOTE : ITEM_RATE_NOTE}
        </Typography>
      ) : null}
    </Box>
  );
}

function EntryQuantity({ entry }: { entry: CartEntry }) {
  const { setItemQuantity, setBundleQuantity } = useCatalog();
  const name = `Quantity of ${cartEntryName(entry)}`;
  return entry.kind === 'Item' ? (
    <QuantitySelector name={name} value={entry.quantity} onChange={(quantity) => setItemQuantity(entry.item, quantity)} />
  ) : (
    <QuantitySelector name={name} value={entry.quantity} onChange={(quantity) => setBundleQuantity(entry.bundle, quantity)} />
  );
}

export interface CatalogCartViewProps {
  cart: Cart;
  onOverride: (itemContext: string, override: CartOverride) => void;
}

/**
 * The job cart (spec 3 §2): Name, Price, Quantity, Total and the cart total; an item's ellipsis
 * opens the Pricebook Item Override modal; bundles carry the flat rate or item rate note.
 */
export function CatalogCartView({ cart, onOverride }: CatalogCartViewProps) {
  const [overriding, setOverriding] = useState<{ item: PricebookItemListItem; override: CartOverride | null } | null>(null);
  // A phone has no room for five columns: the price each and the override button go under the name.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const overrideButton = (entry: CartEntry) =>
    entry.kind === 'Item' ? (
      <IconButton size="small" aria-label={`Override ${cartEntryName(entry)}`} onClick={() => setOverriding({ item: entry.item, override: entry.override })}>
        <MoreHoriz fontSize="small" />
      </IconButton>
    ) : null;
  const columns: SummaryTableColumn<CartEntry>[] = [
    { id: 'name', header: 'Name', cell: (entry) => <EntryName entry={entry} phone={phone} overrideButton={phone ? overrideButton(entry) : null} /> },
    ...(phone
      ? []
      : [{ id: 'price', header: 'Price', align: 'right' as const, nowrap: true, cell: (entry: CartEntry) => formatMoney(cartEntryPrice(entry)) }]),
    { id: 'quantity', header: 'Quantity', nowrap: true, cell: (entry) => <EntryQuantity entry={entry} /> },
    { id: 'total', header: 'Total', align: 'right', nowrap: true, cell: (entry) => formatMoney(cartEntryTotal(entry)) },
    ...(phone ? [] : [{ id: 'more', header: 'Override', cell: overrideButton }]),
  ];
  if (cart.length === 0) return <EmptyState>The job cart is empty. Set a quantity on the items and bundles to add.</EmptyState>;
  return (
    <Box sx={{ display: 'grid', gap: 1, overflowX: 'auto', '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}>
      <SummaryTable label="Job Cart" columns={columns} rows={cart} rowKey={entryKey} total={{ label: 'Cart Total', value: formatMoney(cartTotal(cart)), column: 'total' }} />
      <ItemOverrideDialog target={overriding} onClose={() => setOverriding(null)} onSave={(override) => overriding && onOverride(overriding.item.context, override)} />
    </Box>
  );
}
