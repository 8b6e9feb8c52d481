import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { RESOURCE_ATTRIBUTE_VALUE_MAX, resourceMessages, type ResourceFormValues } from '@/lib/schemas/resource-schemas';
import { useResourceAttributes } from '../api/resource-pickers';
import { NO_ATTRIBUTES } from '../model/resource-messages';

/**
 * Spec 3 §2 attributes: rows of an attribute of the resource's type and its value, added and
 * deleted; both parts required and no attribute twice ("Duplicate attributes selected").
 */
export function ResourceAttributesField({ form }: { form: UseFormReturn<ResourceFormValues> }) {
  const { control } = form;
  const typeContext = useWatch({ control, name: 'resourceTypeContext' });
  const attributes = useResourceAttributes(typeContext, { enabled: typeContext !== '' });
  const { fields, append, remove } = useFieldArray({ control, name: 'attributes' });
  if (!typeContext) return <Alert severity="info">{resourceMessages.selectTypeFirst}</Alert>;
  const options = (attributes.data ?? []).map((attribute) => ({ context: attribute.context, name: attribute.name }));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {fields.length === 0 ? <Typography color="text.secondary">{NO_ATTRIBUTES}</Typography> : null}
      {fields.map((row, index) => (
        <Box
          key={row.id}
          role="group"
          aria-label={`Attribute ${index + 1}`}
          sx={{ display: 'grid', gap: 1.5, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) minmax(0, 1.5fr) auto' } }}
        >
          <FormSelectField control={control} name={`attributes.${index}.attributeContext`} label="Attribute" required options={options} />
          <FormTextField
            control={control}
            name={`attributes.${index}.value`}
            label="Value"
            required
            slotProps={{ htmlInput: { maxLength: RESOURCE_ATTRIBUTE_VALUE_MAX } }}
            sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
          />
          <IconButton aria-label={`Delete attribute ${index + 1}`} onClick={() => remove(index)} sx={{ mt: 1 }}>
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button variant="outlined" startIcon={<Add />} onClick={() => append({ attributeContext: '', value: '' })} disabled={options.length === 0 && !attributes.isPending}>
          Add Attribute
        </Button>
      </Box>
    </Box>
  );
}
