import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { jobTotalsTexts } from './job-totals-texts';

export interface CataloguePickProps<T extends { context: string }> {
  label: string;
  entries: readonly T[];
  /** The entry's text in the list ("Senior (10% OFF)", "Reduced Rate 8.25%"). */
  text: (entry: T) => string;
  /** Fills the dialog's fields from the chosen entry. */
  onPick: (entry: T) => void;
}

/** The pick-list of existing entries at the top of the Discount and Tax override dialogs (spec 3 §2). */
export function CataloguePick<T extends { context: string }>({ label, entries, text, onPick }: CataloguePickProps<T>) {
  const [chosen, setChosen] = useState('');
  if (entries.length === 0) return null;
  return (
    <TextField
      select
      label={label}
      value={chosen}
      helperText={jobTotalsTexts.pickHelp}
      onChange={(event) => {
        const entry = entries.find((item) => item.context === event.target.value);
        setChosen(event.target.value);
        if (entry) onPick(entry);
      }}
    >
      {entries.map((entry) => (
        <MenuItem key={entry.context} value={entry.context}>
          {text(entry)}
        </MenuItem>
      ))}
    </TextField>
  );
}
