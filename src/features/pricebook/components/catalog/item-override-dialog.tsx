import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { FormTextField } from '@/components/form-text-field';
import { MarkupPriceField } from '@/components/markup-price-field';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import type { PricebookItemListItem } from '@/lib/schemas/pricebook-schemas';
import type { CartOverride } from '../../model/catalog-cart';
import { itemOverrideFormSchema, itemOverrideValues, overrideFromForm, type ItemOverrideFormValues } from '../../model/item-override-form';

export interface ItemOverrideDialogProps {
  /** The cart's item being overridden; `null`: closed. */
  target: { item: PricebookItemListItem; override: CartOverride | null } | null;
  onClose: () => void;
  onSave: (override: CartOverride) => void;
}

/** Spec 3 §8 "Invalid editor save". */
const UNABLE_TO_SAVE = 'Unable to save, please review the form for errors.';
const decimal = { inputMode: 'decimal' as const, autoComplete: 'off' };

function OverrideForm({ target, onSave, onClose }: { target: NonNullable<ItemOverrideDialogProps['target']>; onSave: ItemOverrideDialogProps['onSave']; onClose: () => void }) {
  const form = useForm<ItemOverrideFormValues>({ resolver: zodResolver(itemOverrideFormSchema), defaultValues: itemOverrideValues(target.item, target.override) });
  return (
    <EditorDialogForm
      form={form}
      submitLabel="Save"
      unableToSave={UNABLE_TO_SAVE}
      onSubmit={async (values) => {
        onSave(overrideFromForm(values));
        onClose();
      }}
    >
      <FormTextField control={form.control} name="name" label="Name" required autoFocus />
      <FormTextField control={form.control} name="description" label="Description" multiline minRows={2} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <FormTextField control={form.control} name="cost" label="Cost" slotProps={{ htmlInput: decimal }} />
        <FormTextField control={form.control} name="markup" label="Markup %" slotProps={{ htmlInput: decimal }} />
        <MarkupPriceField form={form} name="price" cost="cost" markup="markup" followingHint="Cost plus the markup" />
      </Box>
    </EditorDialogForm>
  );
}

/** The Pricebook Item Override modal (spec 3 §2): what this job's line of the item says and costs. */
export function ItemOverrideDialog({ target, onClose, onSave }: ItemOverrideDialogProps) {
  return (
    <EditorDialog open={target !== null} title="Pricebook Item Override" onClose={onClose}>
      {target ? <OverrideForm target={target} onSave={onSave} onClose={onClose} /> : null}
    </EditorDialog>
  );
}
