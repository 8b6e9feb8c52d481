import { useId, useState } from 'react';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';

/** Bigger than any job detail's quantity (spec 2: at most 999,999). */
const MAX_TYPED = 999_999;

export interface ReconciledQuantityBoxProps {
  /** The box's name ("Quantity from Main Warehouse"). */
  label: string;
  value: number;
  /** Over its limit: the box is marked, and the tooltip shows `message` while it is pointed at or has focus. */
  exceeds: boolean;
  message: string;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

/**
 * The number box of a reconciliation row. A whole number of 0 or more counts as soon as it is typed,
 * over the limit too (the row then says so); a blank or bad entry goes back to the quantity on blur.
 */
export function ReconciledQuantityBox({ label, value, exceeds, message, disabled = false, onChange }: ReconciledQuantityBoxProps) {
  const descriptionId = useId();
  // The box shows what is typed; a new value from outside (plus, minus) replaces it.
  const [box, setBox] = useState({ value, text: String(value) });
  if (box.value !== value) setBox({ value, text: String(value) });
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const type = (text: string) => {
    setBox({ value, text });
    const parsed = Number(text);
    if (/^\s*\d+\s*$/.test(text) && parsed <= MAX_TYPED) onChange(parsed);
  };
  return (
    <>
      <Tooltip title={message} open={exceeds && (pointed || focused)} describeChild disableHoverListener disableFocusListener disableTouchListener arrow>
        <TextField
          size="small"
          value={box.text}
          error={exceeds}
          disabled={disabled}
          autoComplete="off"
          onChange={(event) => type(event.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setBox({ value, text: String(value) });
          }}
          onMouseEnter={() => setPointed(true)}
          onMouseLeave={() => setPointed(false)}
          sx={{ width: 64 }}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              'aria-label': label,
              'aria-describedby': exceeds ? descriptionId : undefined,
              style: { textAlign: 'center', padding: '6px 4px' },
            },
          }}
        />
      </Tooltip>
      {exceeds ? (
        <span id={descriptionId} hidden>
          {message}
        </span>
      ) : null}
    </>
  );
}
