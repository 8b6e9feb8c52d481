import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@/lib/format';
import type { PricebookBundle, PricebookCategory, PricebookItemListItem, PricebookVendor } from '@/lib/schemas/pricebook-schemas';
import type { PricebookImageOwner } from '../api/pricebook-keys';
import type { PricebookView } from '../model/pricebook-sections';
import { LowStockChip } from './pricebook-columns';
import { PricebookImage } from './pricebook-image';

interface CardFrameProps {
  /** Grid cards show the picture large on top; list cards (phones) a thumbnail beside the text. */
  view: PricebookView;
  image?: { type: PricebookImageOwner; guid: string | null };
  name: string;
  lines: ReactNode[];
  price?: number;
}

/** A grid or phone card of a pricebook entry: its picture, name, a few lines and its price. */
function CardFrame({ view, image, name, lines, price }: CardFrameProps) {
  const text = (
    <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0, flex: 1 }}>
      <Typography component="h3" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      {lines.map((line, index) => (
        <Typography key={index} variant="body2" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
      {price !== undefined ? <Typography variant="body2">{formatMoney(price)}</Typography> : null}
    </Box>
  );
  if (!image) return text;
  if (view === 'List') {
    return (
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
        <PricebookImage type={image.type} guid={image.guid} name={name} size={56} />
        {text}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
      {/* The picture fills the card (up to 240 px, centred on wider cards). */}
      <Box sx={{ width: '100%', maxWidth: 240, justifySelf: 'center' }}>
        <PricebookImage type={image.type} guid={image.guid} name={name} />
      </Box>
      {text}
    </Box>
  );
}

export function ItemCard({ item, view }: { item: PricebookItemListItem; view: PricebookView }) {
  const lines: ReactNode[] = [[item.itemType, item.vendorName].filter(Boolean).join(' \u00b7 ')];
  if (item.itemType === 'Item') {
    lines.push(
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <span>Qty on Hand: {item.calculatedQuantity}</span>
        <LowStockChip lowStock={item.lowStock} />
      </Box>,
    );
  }
  return <CardFrame view={view} image={{ type: 'Item', guid: item.imageGuid }} name={item.name} lines={lines} price={item.price} />;
}

export function BundleCard({ bundle, view }: { bundle: PricebookBundle; view: PricebookView }) {
  return <CardFrame view={view} image={{ type: 'Bundle', guid: bundle.imageGuid }} name={bundle.name} lines={[bundle.pricingDisplay, `${bundle.items.length} items`]} price={bundle.calculatedTotal} />;
}

export function CategoryCard({ category, view }: { category: PricebookCategory; view: PricebookView }) {
  const lines = category.displayName !== category.name ? [category.displayName] : [];
  if (category.markup !== null) lines.push(`Markup ${category.markup}%`);
  return <CardFrame view={view} image={{ type: 'Category', guid: category.imageGuid }} name={category.name} lines={lines} />;
}

export function VendorCard({ vendor, view }: { vendor: PricebookVendor; view: PricebookView }) {
  return <CardFrame view={view} name={vendor.name} lines={vendor.markup !== null ? [`Markup ${vendor.markup}%`] : []} />;
}
