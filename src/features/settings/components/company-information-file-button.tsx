import { useRef, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

export interface CompanyInformationFileButtonProps {
  label: string;
  /** The file input's accessible name (tests and assistive technology find the input by it). */
  inputLabel: string;
  accept: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  loading?: boolean;
  variant?: ButtonProps['variant'];
  startIcon?: ReactNode;
}

/** A button that opens the browser's file picker and hands over the chosen file. */
export function CompanyInformationFileButton({
  label,
  inputLabel,
  accept,
  onFile,
  disabled = false,
  loading = false,
  variant = 'outlined',
  startIcon,
}: CompanyInformationFileButtonProps) {
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
