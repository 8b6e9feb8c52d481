import type { CSSProperties } from 'react';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { useSortable } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import RemoveOutlined from '@mui/icons-material/RemoveOutlined';
import { FormTextField } from '@/components/form-text-field';
import { formatUsd } from '@/lib/job-calculations';
import { canDecrease, canIncrease, steppedQuantity, type BundleItemRow, type PricebookBundleFormValues } from '../../model/pricebook-bundle-form';

export interface PricebookBundleItemRowProps {
  form: UseFormReturn<PricebookBundleFormValues>;
  index: number;
  item: BundleItemRow['item'];
  selected: boolean;
  onSelect: (checked: boolean) => void;
}

/** A row of the bundle's items: drag handle and checkbox, name (and price on phones), price, quantity with minus and plus. */
export function PricebookBundleItemRow({ form, index, item, selected, onSelect }: PricebookBundleItemRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.context });
  const name = `items.${index}.quantity` as const;
  const quantity = useWatch({ control: form.control, name });
  const { isSubmitted } = useFormState({ control: form.control, name });
  const step = (by: 1 | -1) => form.setValue(name, steppedQuantity(quantity, by), { shouldDirty: true, shouldValidate: isSubmitted });
  const style: CSSProperties = {
    transform: transform ? `translate3d(0px, ${Math.round(transform.y)}px, 0px)` : undefined,
    transition,
    position: isDragging ? 'relative' : undefined,
    zIndex: isDragging ? 2 : undefined,
  };
  return (
    <TableRow ref={setNodeRef} style={style} selected={selected} sx={isDragging ? { bgcolor: 'background.paper', boxShadow: 4 } : undefined}>
      <TableCell padding="checkbox" sx={{ whiteSpace: 'nowrap' }}>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <IconButton
            ref={setActivatorNodeRef}
            size="small"
            {...attributes}
            {...listeners}
            aria-label={`Move ${item.name}`}
            sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          >
            <DragIndicator fontSize="small" />
          </IconButton>
          <Checkbox checked={selected} onChange={(event) => onSelect(event.target.checked)} slotProps={{ input: { 'aria-label': `Select ${item.name}` } }} />
        </Box>
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 88 }}>
        {item.name}
        <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
          {formatUsd(item.price)}
        </Typography>
      </TableCell>
      <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
        {formatUsd(item.price)}
      </TableCell>
      <TableCell align="center" sx={{ minWidth: { xs: 128, sm: 148 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'center', gap: 0.5 }}>
          <IconButton size="small" aria-label={`Decrease quantity of ${item.name}`} disabled={!canDecrease(quantity)} onClick={() => step(-1)} sx={{ mt: 0.5 }}>
            <RemoveOutlined fontSize="small" />
          </IconButton>
          <FormTextField
            control={form.control}
            name={name}
            size="small"
            inputMode="numeric"
            autoComplete="off"
            margin="none"
            sx={{ width: { xs: 52, sm: 72 } }}
            slotProps={{
              htmlInput: { 'aria-label': `Quantity of ${item.name}`, style: { textAlign: 'center' } },
              // A typed quantity's message is wider than the field.
              formHelperText: { sx: { mx: 0, minWidth: 112, textAlign: 'center' } },
            }}
          />
          <IconButton size="small" aria-label={`Increase quantity of ${item.name}`} disabled={!canIncrease(quantity)} onClick={() => step(1)} sx={{ mt: 0.5 }}>
            <AddOutlined fontSize="small" />
          </IconButton>
        </Box>
      </TableCell>
    </TableRow>
  );
}
