import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { RowIconButton } from '@/components/row-icon-button';

export interface EditDeleteRowActionsProps {
  /** The row's name in the buttons' accessible names: Edit {name}, Delete {name}. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The row's other buttons, before Edit (Move up, Move down). */
  children?: ReactNode;
}

/** A `DataTable` row's (or card's) Edit and Delete icon buttons, after any others it has. */
export function EditDeleteRowActions({ name, onEdit, onDelete, children }: EditDeleteRowActionsProps) {
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
      {children}
      <RowIconButton aria-label={`Edit ${name}`} onClick={onEdit}>
        <EditOutlined fontSize="small" />
      </RowIconButton>
      <RowIconButton aria-label={`Delete ${name}`} onClick={onDelete}>
        <DeleteOutlined fontSize="small" />
      </RowIconButton>
    </Box>
  );
}
