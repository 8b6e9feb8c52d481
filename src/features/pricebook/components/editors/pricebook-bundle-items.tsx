import { useId, useMemo, useState } from 'react';
import { useFieldArray, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RowSelection } from '@/components/data-table/row-selection';
import type { ReorderWords } from '@/components/data-table/sortable-rows';
import { SummaryTable, type SummaryTableColumn, type SummaryTableSorting } from '@/components/data-table/summary-table';
import { formatUsd } from '@/lib/job-calculations';
import { addBundleItem, bundleTotal, removeBundleItems, type BundleItemRow, type PricebookBundleFormValues } from '../../model/pricebook-bundle-form';
import { PricebookBundleItemQuantity } from './pricebook-bundle-item-quantity';
import { PricebookBundleItemSearch } from './pricebook-bundle-item-search';
import { SelectedRowsSection } from './selected-rows-section';

export const REMOVE_ITEMS_TITLE = 'Remove Items from Bundle?';
export const REMOVE_ITEMS_MESSAGE = 'Do you want to remove the selected Items from the Bundle?';

type BundleForm = UseFormReturn<PricebookBundleFormValues>;

/** A row of the items table: the item and where its quantity is in the form. */
interface BundleItemEntry {
  index: number;
  item: BundleItemRow['item'];
}

/** "Move Water heater"; "To reorder an item, …"; "Picked up Water heater, item 1 of 3." */
const reorderWords: ReorderWords = { one: 'an item', unit: 'item', unnamed: 'Item', handle: (name) => `Move ${name}` };
const entryKey = (entry: BundleItemEntry) => entry.item.context;
const entryName = (entry: BundleItemEntry) => entry.item.name;
const selectLabel = (entry: BundleItemEntry) => `Select ${entry.item.name}`;

/** Name (with the price under it on phones), Price, and Quantity with minus and plus. */
function bundleItemColumns(form: BundleForm): SummaryTableColumn<BundleItemEntry>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      breakWords: true,
      minWidth: 88,
      cell: ({ item }) => (
        <>
          {item.name}
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
            {formatUsd(item.price)}
          </Typography>
        </>
      ),
    },
    { id: 'price', header: 'Price', align: 'right', nowrap: true, hideOnPhones: true, cell: ({ item }) => formatUsd(item.price) },
    {
      id: 'quantity',
      header: 'Quantity',
      align: 'center',
      minWidth: { xs: 128, sm: 148 },
      cell: ({ index, item }) => <PricebookBundleItemQuantity form={form} index={index} item={item} />,
    },
  ];
}

/** Spec 3 §4: the calculated total, Σ price × quantity (the calculation module's sum); watches only the items. */
function BundleTotal({ form }: { form: BundleForm }) {
  const items = useWatch({ control: form.control, name: 'items' });
  return (
    <Typography component="p" sx={{ textAlign: 'right', fontWeight: 600 }} aria-live="polite">
      Calculated Total: {formatUsd(bundleTotal(items))}
    </Typography>
  );
}

/** "A bundle must contain at least one item." after a save without items. */
function NoItemsMessage({ form }: { form: BundleForm }) {
  const { errors } = useFormState({ control: form.control, name: 'items' });
  const message = errors.items?.message ?? errors.items?.root?.message;
  return message ? (
    <Alert severity="error" role="alert" sx={{ py: 0 }}>
      {message}
    </Alert>
  ) : null;
}

/**
 * The bundle's items (spec 3 §2, §4, §5): Add Item searches the pricebook; the table shows name,
 * price and quantity with minus (off at 1) and plus; rows move by drag or keyboard (their order is
 * the bundle's); selected rows go after Remove Items is confirmed; the calculated total below.
 */
export function PricebookBundleItems({ form }: { form: BundleForm }) {
  const { control } = form;
  const { fields, append, replace, move } = useFieldArray({ control, name: 'items', keyName: 'fieldKey' });
  const { isSubmitted } = useFormState({ control });
  const headingId = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => fields.map((field, index): BundleItemEntry => ({ index, item: field.item })), [fields]);
  const columns = useMemo(() => bundleItemColumns(form), [form]);
  // A tick box per item and no Select all.
  const selection = useMemo((): RowSelection<BundleItemEntry> => ({ selected, onChange: setSelected, rowLabel: selectLabel, selectAll: false }), [selected]);
  const sortable = useMemo((): SummaryTableSorting<BundleItemEntry> => ({ rowName: entryName, words: reorderWords, onMove: move }), [move]);
  const selectedCount = fields.filter((field) => selected.has(field.item.context)).length;

  const revalidate = () => {
    if (isSubmitted) void form.trigger('items');
  };

  const handleAdd = (item: PricebookBundleFormValues['items'][number]['item']) => {
    const rows = form.getValues('items');
    if (addBundleItem(rows, item).length === rows.length) return;
    append({ item, quantity: '1' });
    revalidate();
  };

  return (
    <SelectedRowsSection
      headingId={headingId}
      title="Items"
      gap={1.5}
      remove={{
        label: 'Remove Items',
        disabled: selectedCount === 0,
        title: REMOVE_ITEMS_TITLE,
        message: REMOVE_ITEMS_MESSAGE,
        run: () => {
          replace(removeBundleItems(form.getValues('items'), selected));
          revalidate();
          setSelected(new Set());
        },
      }}
    >
      <PricebookBundleItemSearch rows={fields} onAdd={handleAdd} />
      <NoItemsMessage form={form} />
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No items yet. Search for items to add them to the bundle.
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <SummaryTable label="Items" columns={columns} rows={rows} rowKey={entryKey} selection={selection} sortable={sortable} narrowOnPhones />
        </Box>
      )}
      <BundleTotal form={form} />
    </SelectedRowsSection>
  );
}
