import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { pricebookItemTypes, type PricebookItemType } from '@/lib/schemas/pricebook-schemas';

export interface PricebookItemTypeChooserProps {
  /** The type the item has now (edit mode): its button is marked pressed and has the focus. */
  current: PricebookItemType | null;
  onChoose: (type: PricebookItemType) => void;
  /** Cancel (add mode: nothing typed yet) or Back (edit mode: to the fields, nothing changed). */
  leaveLabel: 'Cancel' | 'Back';
  onLeave: () => void;
}

/** The item editor's type chooser (spec 3 §2): Service, Item or Labor. */
export function PricebookItemTypeChooser({ current, onChoose, leaveLabel, onLeave }: PricebookItemTypeChooserProps) {
  const promptId = useId();
  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Typography id={promptId}>{current ? `Choose the item's new type. It is ${/^[AEIOU]/.test(current) ? 'an' : 'a'} ${current} now.` : 'Choose the type of pricebook item to add.'}</Typography>
        <Box role="group" aria-labelledby={promptId} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
          {pricebookItemTypes.map((type, index) => (
            <Button
              key={type}
              size="large"
              variant={type === current ? 'contained' : 'outlined'}
              aria-pressed={current ? type === current : undefined}
              autoFocus={current ? type === current : index === 0}
              onClick={() => onChoose(type)}
              sx={{ py: 2 }}
            >
              {type}
            </Button>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLeave}>{leaveLabel}</Button>
      </DialogActions>
    </>
  );
}
