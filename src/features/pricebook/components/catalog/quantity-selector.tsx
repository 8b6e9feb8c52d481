import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import OutlinedInput from '@mui/material/OutlinedInput';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';

export interface QuantitySelectorProps {
  /** What is counted, for the buttons' and the box's names ("Qty to Add for Furnace filter"). */
  name: string;
  value: number;
  onChange: (quantity: number) => void;
  /** Default 0 (spec 3 §4 "Quantity selector": minimum 0, step 1). */
  min?: number;
  max?: number;
}

/**
 * Minus, a number box and plus (spec 3 §2, §4): whole numbers from `min`; minus is disabled at the
 * minimum. What is typed counts once it is a whole number; a blank or bad box goes back on blur.
 */
export function QuantitySelector({ name, value, onChange, min = 0, max = 99_999 }: QuantitySelectorProps) {
  // The box shows what is typed; a new value from outside (plus, minus, the cart) replaces it.
  const [box, setBox] = useState({ value, text: String(value) });
  if (box.value !== value) setBox({ value, text: String(value) });
  const typed = box.text;
  const setTyped = (text: string) => setBox({ value, text });
  const commit = (text: string) => {
    const parsed = Number(text);
    if (text.trim() !== '' && Number.isInteger(parsed) && parsed >= min && parsed <= max) onChange(parsed);
  };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
      <IconButton size="small" aria-label={`Decrease ${name}`} disabled={value <= min} onClick={() => onChange(Math.max(min, value - 1))}>
        <Remove fontSize="small" />
      </IconButton>
      <OutlinedInput
        size="small"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          commit(event.target.value);
        }}
        onBlur={() => setTyped(String(value))}
        slotProps={{ input: { inputMode: 'numeric', 'aria-label': name, style: { textAlign: 'center', width: 44, padding: '6px 4px' } } }}
      />
      <IconButton size="small" aria-label={`Increase ${name}`} disabled={value >= max} onClick={() => onChange(Math.min(max, value + 1))}>
        <Add fontSize="small" />
      </IconButton>
    </Box>
  );
}
