import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { formatMoney } from '@/lib/format';
import type { PricebookBundle, PricebookCategory, PricebookItemListItem, PricebookVendor } from '@/lib/schemas/pricebook-schemas';
import type { PricebookImageOwner } from '../api/pricebook-keys';
import { InlineNameEditor } from './inline-name-editor';
import { PricebookImage } from './pricebook-image';
import type { PricebookRowHandlers } from './pricebook-row-actions';

const THUMB = 40;
const percent = (markup: number | null) => (markup === null ? '' : `${markup}%`);

/** The entry's picture, a thumbnail (the heading is read, not shown). */
function imageColumn<T extends { imageGuid: string | null; name: string }>(type: PricebookImageOwner): DataTableColumn<T> {
  return { id: 'image', header: 'Image', hideHeader: true, width: THUMB + 16, cell: (row) => <PricebookImage type={type} guid={row.imageGuid} name={row.name} size={THUMB} /> };
}

/** The entry's name, a little bolder than the rest of the row. */
function entryNameColumn<T extends { name: string }>(minWidth: number): DataTableColumn<T> {
  return { id: 'name', header: 'Name', minWidth, cell: (row) => <Box sx={{ fontWeight: 500 }}>{row.name}</Box> };
}

/** Spec 3 §2 LOW STOCK: reorderQuantity above 0 and on hand at or below it. */
export function LowStockChip({ lowStock }: { lowStock: boolean }) {
  return lowStock ? <Chip size="small" color="warning" label="LOW STOCK" /> : null;
}

/**
 * Spec 3 §2 item table: image, name with inline rename, vendor, type, Qty on Hand, LOW STOCK,
 * price (the select-all column, and the favorite toggle with edit and delete, come from the table).
 */
export function itemColumns(handlers: PricebookRowHandlers): DataTableColumn<PricebookItemListItem>[] {
  return [
    imageColumn('Item'),
    {
      id: 'name',
      header: 'Name',
      minWidth: 220,
      cell: (item) => (
        <Box sx={{ display: 'grid', gap: 0.25 }}>
          <InlineNameEditor context={item.context} name={item.name} canRename={handlers.canUpdate} />
          {item.categoryDisplayName ? (
            <Typography variant="caption" color="text.secondary">
              {item.categoryDisplayName}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    { id: 'vendor', header: 'Vendor', cell: (item) => item.vendorName ?? '' },
    { id: 'type', header: 'Type', cell: (item) => item.itemType },
    { id: 'on-hand', header: 'Qty on Hand', align: 'right', nowrap: true, cell: (item) => (item.itemType === 'Item' ? item.calculatedQuantity : '') },
    { id: 'low-stock', header: 'Low Stock', nowrap: true, cell: (item) => <LowStockChip lowStock={item.lowStock} /> },
    { id: 'price', header: 'Price', align: 'right', nowrap: true, cell: (item) => formatMoney(item.price) },
  ];
}

export function bundleColumns(): DataTableColumn<PricebookBundle>[] {
  return [
    imageColumn('Bundle'),
    entryNameColumn(220),
    { id: 'pricing', header: 'Pricing', cell: (bundle) => bundle.pricingDisplay },
    { id: 'category', header: 'Category', cell: (bundle) => bundle.categoryDisplayName ?? '' },
    { id: 'items', header: 'Items', align: 'right', cell: (bundle) => bundle.items.length },
    { id: 'price', header: 'Price', align: 'right', nowrap: true, cell: (bundle) => formatMoney(bundle.calculatedTotal) },
  ];
}

export function categoryColumns(): DataTableColumn<PricebookCategory>[] {
  return [
    imageColumn('Category'),
    entryNameColumn(180),
    { id: 'path', header: 'Path', cell: (category) => category.displayName },
    { id: 'markup', header: 'Markup', align: 'right', cell: (category) => percent(category.markup) },
  ];
}

export function vendorColumns(): DataTableColumn<PricebookVendor>[] {
  return [
    entryNameColumn(220),
    { id: 'markup', header: 'Markup', align: 'right', cell: (vendor) => percent(vendor.markup) },
  ];
}
