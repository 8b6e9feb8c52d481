import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { RowIconButton } from '@/components/row-icon-button';
import { formatMoney } from '@/lib/format';
import type { PricebookBundle, PricebookItemListItem } from '@/lib/schemas/pricebook-schemas';
import { cartQuantity } from '../../model/catalog-cart';
import { FavoriteToggle } from '../favorite-toggle';
import { PricebookImage } from '../pricebook-image';
import { useCatalog } from './catalog-context';
import { QuantitySelector } from './quantity-selector';

/** Spec 3 §8 "Empty catalog result". */
export const CATALOG_EMPTY_TEXT = 'The search parameters did not return any results.';

const nameStyles = {
  root: { minWidth: 0 },
  line: { display: 'flex', alignItems: 'center', gap: 4 },
  more: { paddingTop: 4, display: 'grid', gap: 4 },
} as const;
const nameLinkSx = { textAlign: 'left', fontWeight: 500, overflowWrap: 'anywhere' } as const;

/**
 * A name that opens the entry's detail view, and a button that shows more of it under the name.
 * (Plain elements around the link and button: a catalog page mounts 14 of them on each search.)
 */
function ExpandableName({ name, onOpen, children, caption }: { name: string; onOpen: () => void; children: ReactNode; caption?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div style={nameStyles.root}>
      <div style={nameStyles.line}>
        <Link component="button" type="button" underline="hover" onClick={onOpen} sx={nameLinkSx}>
          {name}
        </Link>
        <RowIconButton aria-expanded={open} aria-label={open ? `Hide details of ${name}` : `Show details of ${name}`} onClick={() => setOpen(!open)}>
          {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </RowIconButton>
      </div>
      {caption ? (
        <Typography variant="caption" color="text.secondary">
          {caption}
        </Typography>
      ) : null}
      {open ? <div style={nameStyles.more}>{children}</div> : null}
    </div>
  );
}

/** A bundle's items: "2 × Furnace filter ($12.35)" each. */
export function BundleItemList({ bundle }: { bundle: PricebookBundle }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {bundle.items.map((entry) => (
        <Typography component="li" variant="body2" key={entry.pricebookItem.context}>
          {entry.quantity} × {entry.pricebookItem.name} ({formatMoney(entry.pricebookItem.price)})
        </Typography>
      ))}
    </Box>
  );
}

/** MODEL # and PART # tags of an item (spec 3 §2). */
export function PartTags({ item }: { item: PricebookItemListItem }) {
  if (!item.modelNumber && !item.partNumber) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {item.modelNumber ? <Chip size="small" variant="outlined" label={`MODEL # ${item.modelNumber}`} /> : null}
      {item.partNumber ? <Chip size="small" variant="outlined" label={`PART # ${item.partNumber}`} /> : null}
    </Box>
  );
}

function ItemName({ item }: { item: PricebookItemListItem }) {
  const { openItem } = useCatalog();
  return (
    <ExpandableName name={item.name} onOpen={() => openItem(item)}>
      <Typography variant="body2" color="text.secondary">
        {item.description || 'No description.'}
      </Typography>
      <PartTags item={item} />
    </ExpandableName>
  );
}

function ItemQuantity({ item }: { item: PricebookItemListItem }) {
  const { cart, setItemQuantity } = useCatalog();
  return <QuantitySelector name={`Qty to Add for ${item.name}`} value={cartQuantity(cart, 'Item', item.context)} onChange={(quantity) => setItemQuantity(item, quantity)} />;
}

function BundleName({ bundle }: { bundle: PricebookBundle }) {
  const { openBundle } = useCatalog();
  return (
    <ExpandableName name={bundle.name} caption={bundle.pricingDisplay} onOpen={() => openBundle(bundle)}>
      <BundleItemList bundle={bundle} />
    </ExpandableName>
  );
}

function BundleQuantity({ bundle }: { bundle: PricebookBundle }) {
  const { cart, setBundleQuantity } = useCatalog();
  return <QuantitySelector name={`Qty to Add for ${bundle.name}`} value={cartQuantity(cart, 'Bundle', bundle.context)} onChange={(quantity) => setBundleQuantity(bundle, quantity)} />;
}

const itemColumns: DataTableColumn<PricebookItemListItem>[] = [
  { id: 'favorite', header: 'Favorite', hideHeader: true, width: 40, cell: (item) => <FavoriteToggle target={{ type: 'Item', context: item.context, favoriteIdentifier: item.favoriteIdentifier }} name={item.name} /> },
  { id: 'image', header: 'Image', hideHeader: true, width: 52, cell: (item) => <PricebookImage type="Item" guid={item.imageGuid} name={item.name} size={36} /> },
  { id: 'name', header: 'Name', cell: (item) => <ItemName item={item} /> },
  { id: 'price', header: 'Price', align: 'right', nowrap: true, cell: (item) => formatMoney(item.price) },
  { id: 'on-hand', header: 'On Hand', align: 'right', cell: (item) => (item.calculatedQuantity > 0 ? item.calculatedQuantity : '') },
  { id: 'quantity', header: 'Qty to Add', nowrap: true, cell: (item) => <ItemQuantity item={item} /> },
];

const bundleColumns: DataTableColumn<PricebookBundle>[] = [
  { id: 'favorite', header: 'Favorite', hideHeader: true, width: 40, cell: (bundle) => <FavoriteToggle target={{ type: 'Bundle', context: bundle.context, favoriteIdentifier: bundle.favoriteIdentifier }} name={bundle.name} /> },
  { id: 'name', header: 'Name', cell: (bundle) => <BundleName bundle={bundle} /> },
  { id: 'price', header: 'Price', align: 'right', nowrap: true, cell: (bundle) => formatMoney(bundle.calculatedTotal) },
  { id: 'quantity', header: 'Qty to Add', nowrap: true, cell: (bundle) => <BundleQuantity bundle={bundle} /> },
];

function ItemCard({ item }: { item: PricebookItemListItem }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <PricebookImage type="Item" guid={item.imageGuid} name={item.name} size={48} />
      <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0, flex: 1 }}>
        <ItemName item={item} />
        <Typography variant="body2">
          {formatMoney(item.price)}
          {item.calculatedQuantity > 0 ? ` · On Hand ${item.calculatedQuantity}` : ''}
        </Typography>
      </Box>
    </Box>
  );
}

const itemKey = (item: PricebookItemListItem) => item.context;
const bundleKey = (bundle: PricebookBundle) => bundle.context;
const itemCard = (item: PricebookItemListItem) => <ItemCard item={item} />;
const itemCardActions = (item: PricebookItemListItem) => <ItemQuantity item={item} />;
const bundleCard = (bundle: PricebookBundle) => (
  <Box sx={{ display: 'grid', gap: 0.5 }}>
    <BundleName bundle={bundle} />
    <Typography variant="body2">{formatMoney(bundle.calculatedTotal)}</Typography>
  </Box>
);
const bundleCardActions = (bundle: PricebookBundle) => <BundleQuantity bundle={bundle} />;
const empty = { nothingYet: CATALOG_EMPTY_TEXT };

/** The catalog's item table (spec 3 §2): favorite, image, Name (expandable), Price, On Hand, Qty to Add. */
export function CatalogItemTable({ label = 'Products/Services', rows, updating }: { label?: string; rows: readonly PricebookItemListItem[] | undefined; updating: boolean }) {
  return <DataTable label={label} columns={itemColumns} rows={rows} rowKey={itemKey} empty={empty} updating={updating} card={itemCard} cardActions={itemCardActions} />;
}

/** The catalog's bundle table (spec 3 §2): Name with its pricing, Price, Qty to Add, expand to its items. */
export function CatalogBundleTable({ label = 'Bundles', rows, updating }: { label?: string; rows: readonly PricebookBundle[] | undefined; updating: boolean }) {
  return <DataTable label={label} columns={bundleColumns} rows={rows} rowKey={bundleKey} empty={empty} updating={updating} card={bundleCard} cardActions={bundleCardActions} />;
}
