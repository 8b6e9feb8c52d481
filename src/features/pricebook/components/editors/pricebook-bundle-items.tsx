import { useId, useMemo, useState } from 'react';
import { useFieldArray, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { visuallyHidden } from '@/components/visually-hidden';
import { formatUsd } from '@/lib/job-calculations';
import { addBundleItem, bundleTotal, removeBundleItems, type PricebookBundleFormValues } from '../../model/pricebook-bundle-form';
import { PricebookBundleItemRow } from './pricebook-bundle-item-row';
import { PricebookBundleItemSearch } from './pricebook-bundle-item-search';

export const REMOVE_ITEMS_TITLE = 'Remove Items from Bundle?';
export const REMOVE_ITEMS_MESSAGE = 'Do you want to remove the selected Items from the Bundle?';

type BundleForm = UseFormReturn<PricebookBundleFormValues>;

const reorderInstructions = {
  draggable: 'To reorder an item, press Space or Enter to pick it up, the up and down arrow keys to move it, and Space or Enter again to drop it. Escape cancels.',
};

/**
 * What screen readers hear while an item moves: a position is said when the item reaches a new one,
 * not where it already is (an item just picked up is over its own place: "Picked up …" is not talked over).
 */
function reorderAnnouncements(names: readonly { id: string; name: string }[]): Announcements {
  const position = (id: UniqueIdentifier) => names.findIndex((entry) => entry.id === id) + 1;
  const name = (id: UniqueIdentifier) => names.find((entry) => entry.id === id)?.name ?? 'Item';
  const count = names.length;
  let lastOver: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return `Picked up ${name(active.id)}, item ${position(active.id)} of ${count}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver) return undefined;
      lastOver = over?.id ?? null;
      return over ? `${name(active.id)} is at position ${position(over.id)} of ${count}.` : `${name(active.id)} is not over a position.`;
    },
    onDragEnd: ({ active, over }) => (over ? `${name(active.id)} dropped at position ${position(over.id)} of ${count}.` : `${name(active.id)} dropped where it was.`),
    onDragCancel: ({ active }) => `Reordering cancelled. ${name(active.id)} is back at position ${position(active.id)} of ${count}.`,
  };
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
  const [confirming, setConfirming] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = useMemo(() => fields.map((field) => field.item.context), [fields]);
  const announcements = useMemo(() => reorderAnnouncements(fields.map((field) => ({ id: field.item.context, name: field.item.name }))), [fields]);
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

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) move(from, to);
  };

  const toggle = (context: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(context);
    else next.delete(context);
    setSelected(next);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
          Items
        </Typography>
        <Button startIcon={<DeleteOutlined />} disabled={selectedCount === 0} onClick={() => setConfirming(true)}>
          Remove Items
        </Button>
      </Box>
      <PricebookBundleItemSearch rows={fields} onAdd={handleAdd} />
      <NoItemsMessage form={form} />
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No items yet. Search for items to add them to the bundle.
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd} accessibility={{ announcements, screenReaderInstructions: reorderInstructions }}>
            <Table size="small" aria-labelledby={headingId} sx={{ '& th, & td': { px: { xs: 0.5, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Box component="span" sx={visuallyHidden}>
                      Move and select
                    </Box>
                  </TableCell>
                  <TableCell>Name</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    Price
                  </TableCell>
                  <TableCell align="center">Quantity</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                <SortableContext items={ids} strategy={verticalListSortingStrategy}>
                  {fields.map((field, index) => (
                    <PricebookBundleItemRow
                      key={field.fieldKey}
                      form={form}
                      index={index}
                      item={field.item}
                      selected={selected.has(field.item.context)}
                      onSelect={(checked) => toggle(field.item.context, checked)}
                    />
                  ))}
                </SortableContext>
              </TableBody>
            </Table>
          </DndContext>
        </Box>
      )}
      <BundleTotal form={form} />
      <ConfirmDialog
        open={confirming}
        title={REMOVE_ITEMS_TITLE}
        message={REMOVE_ITEMS_MESSAGE}
        confirmLabel="Remove Items"
        destructive
        onConfirm={() => {
          replace(removeBundleItems(form.getValues('items'), selected));
          revalidate();
          setSelected(new Set());
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
