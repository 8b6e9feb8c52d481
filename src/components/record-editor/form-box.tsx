import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface FormBoxProps {
  /** The id of the heading that names the form. */
  labelledBy: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A form element named by its heading, validated by the app (not the browser), whose submit stays
 * its own: a dialog's form is portalled, but React still bubbles submit to a form around it (an
 * intake or job editor), so the event stops here.
 */
export function FormBox({ labelledBy, onSubmit, sx, children }: FormBoxProps) {
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        event.stopPropagation();
        onSubmit(event);
      }}
      sx={sx}
    >
      {children}
    </Box>
  );
}
