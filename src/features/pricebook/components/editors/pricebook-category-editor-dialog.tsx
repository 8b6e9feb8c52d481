import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@/components/form-text-field';
import { EditorDialogForm } from '@/components/record-editor/editor-dialog';
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
import { optionsWithCurrent } from '../../model/pricebook-form-fields';
import { PricebookEditorDialogFrame, type PricebookEditorDialogProps } from './pricebook-editor-dialog-frame';
import { PricebookImageField } from './pricebook-image-field';
import { PricebookOptionSelect } from './pricebook-option-select';
import { usePricebookEditor, type PricebookEditorFormProps } from './use-pricebook-editor';

export type PricebookCategoryEditorDialogProps = PricebookEditorDialogProps<PricebookCategory>;

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

const categoryModel = { calls: pricebookCategoryCalls, schema: pricebookCategoryFormSchema, valuesOf: pricebookCategoryValuesOf, newValues: newPricebookCategoryValues, request: pricebookCategoryRequest };

function CategoryEditorForm(props: PricebookEditorFormProps<PricebookCategory>) {
  const { record } = props;
  const { form, dialogForm } = usePricebookEditor(props, categoryModel);
  const { control } = form;
  // Adding: any category may be the parent; editing: not the category itself nor one under it.
  const allCategories = usePricebookCategoryOptions(undefined, { enabled: record === null });
  const possibleParents = usePossibleParentCategories(record?.context ?? '', { enabled: record !== null });
  const parents = record ? possibleParents : allCategories;
  const parentOptions = useMemo(
    () => optionsWithCurrent(parents.data, { context: record?.parentPricebookCategoryIdentifier ?? null, name: record ? parentPathOf(record) : null }),
    [parents.data, record],
  );
  return (
    <EditorDialogForm {...dialogForm}>
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

/**
 * The pricebook category editor (spec 3 §2 "Category and vendor editors"): Name, Parent Category
 * (None for the top level; editing offers only categories outside its own branch), Markup %, the
 * image, and the path it will have. Save says "Pricebook Category created." or "updated." and closes.
 */
export function PricebookCategoryEditorDialog(props: PricebookCategoryEditorDialogProps) {
  return <PricebookEditorDialogFrame {...props} calls={pricebookCategoryCalls} form={CategoryEditorForm} />;
}
