import { useState } from 'react';
import { styled } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import { RowIconButton } from '@/components/row-icon-button';

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
 * The number box, drawn as MUI's small outlined input is (a plain styled input: a catalog page shows
 * one on each of its 14 rows, and a new search mounts them all again).
 */
const NumberBox = styled('input')(({ theme }) => ({
  ...theme.typography.body1,
  width: 44,
  boxSizing: 'content-box',
  padding: '7.5px 4px',
  textAlign: 'center',
  color: theme.palette.text.primary,
  background: 'none',
  border: `1px solid ${theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)'}`,
  borderRadius: theme.shape.borderRadius,
  outline: 0,
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus': { borderColor: theme.palette.primary.main, boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}` },
}));

const rowStyle = { display: 'inline-flex', alignItems: 'center', gap: 2 } as const;

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
    <span style={rowStyle}>
      <RowIconButton aria-label={`Decrease ${name}`} disabled={value <= min} onClick={() => onChange(Math.max(min, value - 1))}>
        <Remove fontSize="small" />
      </RowIconButton>
      <NumberBox
        type="text"
        inputMode="numeric"
        aria-label={name}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          commit(event.target.value);
        }}
        onBlur={() => setTyped(String(value))}
      />
      <RowIconButton aria-label={`Increase ${name}`} disabled={value >= max} onClick={() => onChange(Math.min(max, value + 1))}>
        <Add fontSize="small" />
      </RowIconButton>
    </span>
  );
}
