import { useRef, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

export interface FilePickerButtonProps {
  label: string;
  /** The file input's accessible name (tests and assistive technology find the input by it). */
  inputLabel: string;
  /** The file types offered (any when left out). */
  accept?: string;
  /** Lets several files be chosen; the first is handed over. */
  multiple?: boolean;
  onFile: (file: File) => void;
  disabled?: boolean;
  loading?: boolean;
  variant?: ButtonProps['variant'];
  startIcon?: ReactNode;
}

/** A button that opens the browser's file picker and hands over the chosen file (its input is hidden). */
export function FilePickerButton({
  label,
  inputLabel,
  accept,
  multiple,
  onFile,
  disabled = false,
  loading = false,
  variant = 'outlined',
  startIcon,
}: FilePickerButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant={variant} startIcon={startIcon} disabled={disabled} loading={loading} onClick={() => inputRef.current?.click()}>
        {label}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        tabIndex={-1}
        aria-label={inputLabel}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again is seen as a new choice.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
