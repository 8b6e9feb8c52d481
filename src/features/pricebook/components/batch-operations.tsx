import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toasts';
import { useCan } from '@/lib/permissions';
import { pricebookMessages } from '@/lib/schemas/pricebook-request-schemas';
import { useBatchDeletePricebookItems, useBatchUpdatePricebookItems } from '../api/pricebook-item-actions';
import { usePricebookCategoryOptions } from '../api/pricebook-options';
import { BATCH_DELETE_TEXT, pricebookToasts } from '../model/pricebook-messages';

export interface BatchOperationsProps {
  /** The ticked items: context → name. */
  selected: ReadonlyMap<string, string>;
  /** After a batch change: the ticks are cleared. */
  onDone: () => void;
}

/** Spec 3 §2: Edit Category for Selected — puts the ticked items in one category (`PricebookItem/BatchUpdate`). */
function EditCategoryDialog({ open, selected, onClose, onDone }: { open: boolean; selected: ReadonlyMap<string, string>; onClose: () => void; onDone: () => void }) {
  const titleId = useId();
  const [category, setCategory] = useState('');
  const [error, setError] = useState('');
  const categories = usePricebookCategoryOptions(undefined, { enabled: open });
  const update = useBatchUpdatePricebookItems();
  const save = async () => {
    if (!category) {
      setError(pricebookMessages.batchCategoryRequired);
      return;
    }
    await update.mutateAsync({ contextList: [...selected.keys()], category });
    toast.success(pricebookToasts.itemsUpdated);
    onDone();
  };
  return (
    <Dialog open={open} onClose={update.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Edit Category for Selected</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">
          {selected.size === 1 ? '1 pricebook item is selected.' : `${selected.size} pricebook items are selected.`}
        </Typography>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <TextField
          select
          label="Category"
          value={category}
          onChange={(event) => {
            setCategory(event.target.value);
            setError('');
          }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">
            <em>Select a category</em>
          </MenuItem>
          {(categories.data ?? []).map((option) => (
            <MenuItem key={option.context} value={option.context}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <Button variant="contained" loading={update.isPending} onClick={() => void save().catch(() => undefined)}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The Batch Operations menu (spec 3 §2), shown while items are ticked. */
export function BatchOperations({ selected, onDone }: BatchOperationsProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'category' | 'delete' | null>(null);
  const canUpdate = useCan('PB_U');
  const canDelete = useCan('PB_D');
  const remove = useBatchDeletePricebookItems();
  if (selected.size === 0 || (!canUpdate && !canDelete)) return null;
  const finish = () => {
    setDialog(null);
    onDone();
  };
  const choose = (next: 'category' | 'delete') => {
    setAnchor(null);
    setDialog(next);
  };
  const deleteSelected = async () => {
    await remove.mutateAsync({ contextList: [...selected.keys()] });
    toast.success(pricebookToasts.itemsDeleted);
    finish();
  };
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Batch Operations ({selected.size})
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {canUpdate ? <MenuItem onClick={() => choose('category')}>Edit Category for Selected</MenuItem> : null}
        {canDelete ? <MenuItem onClick={() => choose('delete')}>Delete Selected</MenuItem> : null}
      </Menu>
      {dialog === 'category' ? <EditCategoryDialog open selected={selected} onClose={() => setDialog(null)} onDone={finish} /> : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete Selected"
        message={
          <Box component="span" sx={{ display: 'grid', gap: 1 }}>
            <span>{BATCH_DELETE_TEXT}</span>
            <Box component="ul" sx={{ m: 0, pl: 3, maxHeight: 240, overflow: 'auto' }}>
              {[...selected.entries()].map(([context, name]) => (
                <li key={context}>{name}</li>
              ))}
            </Box>
          </Box>
        }
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => void deleteSelected().catch(() => undefined)}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}
