import { useState } from 'react';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { SortableRows } from '@/components/data-table/sortable-rows';
import { formFieldTypes } from '@/lib/schemas/form-schemas';
import { formFieldTypeLabels } from '@/lib/schemas/form-template-admin-schemas';
import { NO_FIELDS_YET } from '../model/admin-catalogue-messages';
import { newField, type FormTemplateFormValues } from '../model/form-template-form';
import { FormTemplateFieldCard } from './form-template-field-card';

const reorderWords = { one: 'a field', unit: 'field', unnamed: 'Field' } as const;

/** The name of the field at `index` in headings and buttons: "Field 2: Roof type" (its kind until it has a label). */
export function fieldName(index: number, label: string, fieldType: keyof typeof formFieldTypeLabels): string {
  return `Field ${index + 1}: ${label.trim() || formFieldTypeLabels[fieldType]}`;
}

/** The fields of the template in order: add one of a kind, reorder (buttons, drag or keyboard), delete. */
export function FormTemplateFieldsEditor({ control }: { control: Control<FormTemplateFormValues> }) {
  const { fields, append, move, remove } = useFieldArray({ control, name: 'fields' });
  const values = useWatch({ control, name: 'fields' });
  const { errors } = useFormState({ control, name: 'fields' });
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const listMessage = errors.fields?.message ?? errors.fields?.root?.message;
  const rows = fields.map((field, index) => ({ id: field.id, name: fieldName(index, values[index]?.label ?? '', values[index]?.fieldType ?? field.fieldType) }));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {listMessage ? (
        <Alert severity="error" role="alert">
          {listMessage}
        </Alert>
      ) : null}
      {fields.length === 0 ? (
        <Typography color="text.secondary">{NO_FIELDS_YET}</Typography>
      ) : (
        <SortableRows rows={rows} words={reorderWords} onMove={move}>
          <Box component="ul" aria-label="Fields" sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}>
            {fields.map((field, index) => (
              <FormTemplateFieldCard key={field.id} control={control} id={field.id} index={index} count={fields.length} name={rows[index]?.name ?? ''} onMove={move} onRemove={remove} />
            ))}
          </Box>
        </SortableRows>
      )}
      <Box>
        <Button
          variant="outlined"
          startIcon={<Add />}
          aria-haspopup="menu"
          aria-expanded={menuAnchor ? true : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          Add Field
        </Button>
        <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
          {formFieldTypes.map((type) => (
            <MenuItem
              key={type}
              onClick={() => {
                setMenuAnchor(null);
                append(newField(type), { focusName: `fields.${fields.length}.label` });
              }}
            >
              {formFieldTypeLabels[type]}
            </MenuItem>
          ))}
        </Menu>
      </Box>
    </Box>
  );
}
