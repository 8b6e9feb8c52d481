import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { formatMoney } from '@/lib/format';
import type { PricebookBundle, PricebookItemListItem } from '@/lib/schemas/pricebook-schemas';
import { cartQuantity } from '../../model/catalog-cart';
import { PricebookImage } from '../pricebook-image';
import { useCatalog } from './catalog-context';
import { BundleItemList, PartTags } from './catalog-tables';
import { QuantitySelector } from './quantity-selector';

export type CatalogDetailTarget = { kind: 'Item'; item: PricebookItemListItem } | { kind: 'Bundle'; bundle: PricebookBundle };

/**
 * The item and bundle detail views (spec 3 §2, §4): the picture, the description, the price each and
 * the quantity selector (tied to the cart); Back returns to the catalog where it was.
 */
export function CatalogDetail({ target, onBack }: { target: CatalogDetailTarget; onBack: () => void }) {
  const { cart, setItemQuantity, setBundleQuantity } = useCatalog();
  const item = target.kind === 'Item' ? target.item : null;
  const bundle = target.kind === 'Bundle' ? target.bundle : null;
  const name = item?.name ?? bundle?.name ?? '';
  const context = item?.context ?? bundle?.context ?? '';
  const quantity = cartQuantity(cart, target.kind, context);
  return (
    <Box component="section" aria-labelledby="catalog-detail-title" sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          Back
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, alignItems: 'start' }}>
        <Box sx={{ maxWidth: 200 }}>
          <PricebookImage type={target.kind} guid={item?.imageGuid ?? bundle?.imageGuid ?? null} name={name} />
        </Box>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography id="catalog-detail-title" variant="h6" component="h3">
            {name}
          </Typography>
          {bundle ? <Typography variant="body2">{bundle.pricingDisplay}</Typography> : null}
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
            {(item?.description ?? bundle?.description) || 'No description.'}
          </Typography>
          {item ? <PartTags item={item} /> : null}
          {item && item.calculatedQuantity > 0 ? <Typography variant="body2">On Hand: {item.calculatedQuantity}</Typography> : null}
          <Typography variant="subtitle1">{formatMoney(item?.price ?? bundle?.calculatedTotal ?? 0)} each</Typography>
          <QuantitySelector
            name={`Qty to Add for ${name}`}
            value={quantity}
            onChange={(next) => (item ? setItemQuantity(item, next) : bundle ? setBundleQuantity(bundle, next) : undefined)}
          />
        </Box>
      </Box>
      {bundle ? (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="subtitle2" component="h4">
            Items in this bundle
          </Typography>
          <BundleItemList bundle={bundle} />
        </Box>
      ) : null}
    </Box>
  );
}
