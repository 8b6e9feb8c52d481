import { useMemo } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@/components/form-text-field';
import { EditorDialog, EditorDialogForm, EditorDialogLoading } from '@/components/record-editor/editor-dialog';
import { toast } from '@/components/toasts';
import { UNABLE_TO_SAVE } from '@/lib/form-messages';
import { PRICEBOOK_NAME_MAX } from '@/lib/schemas/pricebook-request-schemas';
import type { PricebookCategory, PricebookOption } from '@/lib/schemas/pricebook-schemas';
import { usePossibleParentCategories, usePricebookCategoryOptions } from '../../api/pricebook-options';
import { pricebookCategoryCalls } from '../../api/pricebook-records';
import {
  CATEGORY_PATH_SEPARATOR,
  categoryPathText,
  newPricebookCategoryValues,
  pricebookCategoryFormSchema,
  pricebookCategoryRequest,
  pricebookCategoryValuesOf,
  type PricebookCategoryFormValues,
} from '../../model/pricebook-category-form';
import { optionsWithCurrent, pricebookSavedMessage } from '../../model/pricebook-form-fields';
import { PricebookImageField } from './pricebook-image-field';
import { PricebookOptionSelect } from './pricebook-option-select';
import { useRecordSnapshot } from './use-record-snapshot';

export interface PricebookCategoryEditorDialogProps {
  open: boolean;
  /** The category to edit; `null` adds one. */
  context: string | null;
  onClose: () => void;
  /** After a save, with the category as stored (the dialog then closes). */
  onSaved?: (category: PricebookCategory) => void;
}

/** "Path: Heating > Furnaces > Gas Furnaces", following the typed name and the chosen parent. */
function CategoryPath({ control, parents }: { control: Control<PricebookCategoryFormValues>; parents: readonly PricebookOption[] }) {
  const [name, parent] = useWatch({ control, name: ['name', 'parentIdentifier'] });
  const path = categoryPathText(name, parents.find((option) => option.context === parent)?.name ?? null);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      Path: {path ?? 'type a name'}
    </Typography>
  );
}

/** A parent's path from the category's own: everything before its last part. */
function parentPathOf(category: PricebookCategory): string {
  return category.displayName.split(CATEGORY_PATH_SEPARATOR).slice(0, -1).join(CATEGORY_PATH_SEPARATOR);
}

function CategoryEditorForm({ record, onClose, onSaved }: { record: PricebookCategory | null; onClose: () => void; onSaved?: (category: PricebookCategory) => void }) {
  const form = useForm<PricebookCategoryFormValues>({
    resolver: zodResolver(pricebookCategoryFormSchema),
    defaultValues: record ? pricebookCategoryValuesOf(record) : newPricebookCategoryValues(),
  });
  const { control } = form;
  const save = pricebookCategoryCalls.useSave();
  // Adding: any category may be the parent; editing: not the category itself nor one under it.
  const allCategories = usePricebookCategoryOptions(undefined, { enabled: record === null });
  const possibleParents = usePossibleParentCategories(record?.context ?? '', { enabled: record !== null });
  const parents = record ? possibleParents : allCategories;
  const parentOptions = useMemo(
    () => optionsWithCurrent(parents.data, { context: record?.parentPricebookCategoryIdentifier ?? null, name: record ? parentPathOf(record) : null }),
    [parents.data, record],
  );
  return (
    <EditorDialogForm
      form={form}
      submitLabel="Save"
      unableToSave={UNABLE_TO_SAVE}
      onSubmit={async (values) => {
        const saved = await save.mutateAsync(pricebookCategoryRequest(values, record));
        toast.success(pricebookSavedMessage('Category', record === null));
        onSaved?.(saved);
        onClose();
      }}
    >
      <FormTextField control={control} name="name" label="Name" required autoComplete="off" slotProps={{ htmlInput: { maxLength: PRICEBOOK_NAME_MAX } }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <PricebookOptionSelect control={control} name="parentIdentifier" label="Parent Category" options={parentOptions} noneLabel="None (top level)" loading={parents.isPending} />
        <FormTextField control={control} name="markup" label="Markup %" inputMode="decimal" autoComplete="off" />
      </Box>
      <CategoryPath control={control} parents={parentOptions} />
      <PricebookImageField control={control} type="Category" storedGuid={record?.imageGuid ?? null} editing={record !== null} />
    </EditorDialogForm>
  );
}

function CategoryEditorContent({ context, onClose, onSaved }: Omit<PricebookCategoryEditorDialogProps, 'open'>) {
  const record = useRecordSnapshot(pricebookCategoryCalls.useRecord(context, { refetchOnWindowFocus: false }));
  if (context !== null && record === null) return <EditorDialogLoading />;
  return <CategoryEditorForm record={record} onClose={onClose} onSaved={onSaved} />;
}

/**
 * The pricebook category editor (spec 3 §2 "Category and vendor editors"): Name, Parent Category
 * (None for the top level; editing offers only categories outside its own branch), Markup %, the
 * image, and the path it will have. Save says "Pricebook Category created." or "updated." and closes.
 */
export function PricebookCategoryEditorDialog({ open, context, onClose, onSaved }: PricebookCategoryEditorDialogProps) {
  return (
    <EditorDialog open={open} title={context === null ? 'Add Pricebook Category' : 'Pricebook Category Editor'} onClose={onClose}>
      <CategoryEditorContent context={context} onClose={onClose} onSaved={onSaved} />
    </EditorDialog>
  );
}
