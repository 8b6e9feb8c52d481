import { useId, useMemo, useState } from 'react';
import { useFieldArray, useFormState, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { useResourceOptions } from '../../api/pricebook-options';
import { deleteInventoryRows, newInventoryRow } from '../../model/pricebook-inventory-rows';
import type { PricebookItemFormValues } from '../../model/pricebook-item-form';
import { SelectedRowsSection } from './selected-rows-section';

export const DELETE_QUANTITIES_TITLE = 'Delete Quantities?';
export const DELETE_QUANTITIES_MESSAGE = 'Do you want to delete the selected quantities?';

interface PricebookInventoryQuantitiesProps {
  form: UseFormReturn<PricebookItemFormValues>;
}

/**
 * An Item's Quantities (spec 3 §2, §4, §5): a row per resource holding the item, Quantity 1 to
 * 99999 and the Resource. Add Quantity adds a row; Delete Quantities asks first, then removes the
 * selected new rows and marks the selected saved ones Delete (hidden). A row with stock reconciled
 * to a job keeps its resource and cannot be deleted (the server refuses both).
 */
export function PricebookInventoryQuantities({ form }: PricebookInventoryQuantitiesProps) {
  const { control } = form;
  const { fields, append, replace } = useFieldArray({ control, name: 'inventoryLevels', keyName: 'fieldKey' });
  const { isSubmitted } = useFormState({ control });
  const resources = useResourceOptions();
  const headingId = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const shown = useMemo(() => fields.map((field, index) => ({ field, index })).filter(({ field }) => field.cud !== 'Delete'), [fields]);
  const selectedShown = shown.filter(({ field }) => selected.has(field.rowKey)).length;

  const toggle = (rowKey: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(rowKey);
    else next.delete(rowKey);
    setSelected(next);
  };

  const handleDelete = () => {
    replace(deleteInventoryRows(form.getValues('inventoryLevels'), selected));
    setSelected(new Set());
    if (isSubmitted) void form.trigger('inventoryLevels');
  };

  return (
    <SelectedRowsSection
      headingId={headingId}
      title="Quantities"
      gap={1}
      remove={{
        label: 'Delete Quantities',
        disabled: selectedShown === 0,
        title: DELETE_QUANTITIES_TITLE,
        message: DELETE_QUANTITIES_MESSAGE,
        run: handleDelete,
      }}
      actions={
        <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => append(newInventoryRow())}>
          Add Quantity
        </Button>
      }
    >
      {shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No quantities on hand. Add Quantity records stock kept on a truck or in a warehouse.
        </Typography>
      ) : (
        <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {shown.map(({ field, index }, position) => {
            const resourceKnown = (resources.data ?? []).some((resource) => resource.context === field.resourceIdentifier);
            const rowName = `Quantity row ${position + 1}`;
            return (
              <Box
                component="li"
                key={field.fieldKey}
                aria-label={rowName}
                sx={{ display: 'grid', gap: 1, alignItems: 'start', gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: 'auto 140px minmax(0, 1fr)' } }}
              >
                <Checkbox
                  checked={selected.has(field.rowKey)}
                  disabled={field.hasReconciliation}
                  onChange={(event) => toggle(field.rowKey, event.target.checked)}
                  slotProps={{ input: { 'aria-label': `Select ${rowName}` } }}
                  sx={{ mt: 1 }}
                />
                <FormTextField control={control} name={`inventoryLevels.${index}.quantity`} label="Quantity" required inputMode="numeric" autoComplete="off" />
                <FormSelectField
                  control={control}
                  name={`inventoryLevels.${index}.resourceIdentifier`}
                  label="Resource"
                  required
                  disabled={field.hasReconciliation}
                  helperText={field.hasReconciliation ? 'Stock here was reconciled to a job: the row stays on this resource.' : undefined}
                  sx={{ gridColumn: { xs: '2', sm: 'auto' } }}
                >
                  {(resources.data ?? []).map((resource) => (
                    <MenuItem key={resource.context} value={resource.context}>
                      {resource.name}
                    </MenuItem>
                  ))}
                  {field.resourceIdentifier && !resourceKnown ? (
                    <MenuItem value={field.resourceIdentifier}>{field.resourceName || 'Unknown resource'}</MenuItem>
                  ) : null}
                </FormSelectField>
              </Box>
            );
          })}
        </Box>
      )}
    </SelectedRowsSection>
  );
}
