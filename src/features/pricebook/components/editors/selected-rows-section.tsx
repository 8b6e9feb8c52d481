import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** The button that removes the ticked rows once the user has confirmed. */
export interface RemoveSelectedRows {
  /** The button's and the confirm button's words. */
  label: string;
  /** No row is ticked. */
  disabled: boolean;
  title: string;
  message: string;
  run: () => void;
}

export interface SelectedRowsSectionProps {
  headingId: string;
  title: string;
  gap: number;
  remove: RemoveSelectedRows;
  /** More buttons after the remove button. */
  actions?: ReactNode;
  children: ReactNode;
}

/** An editor's list of rows to tick: its heading, the remove button that asks first, and the rows. */
export function SelectedRowsSection({ headingId, title, gap, remove, actions, children }: SelectedRowsSectionProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Button startIcon={<DeleteOutlined />} disabled={remove.disabled} onClick={() => setConfirming(true)}>
          {remove.label}
        </Button>
        {actions}
      </Box>
      {children}
      <ConfirmDialog
        open={confirming}
        title={remove.title}
        message={remove.message}
        confirmLabel={remove.label}
        destructive
        onConfirm={() => {
          remove.run();
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
