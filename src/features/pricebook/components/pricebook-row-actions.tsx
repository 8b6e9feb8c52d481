import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { PricebookEntityType } from '@/lib/schemas/pricebook-schemas';
import { FavoriteToggle } from './favorite-toggle';

/** An entry of any pricebook list: what its row's buttons need. */
export interface PricebookRow {
  context: string;
  name: string;
  favoriteIdentifier: string | null;
}

/** What a list's rows can ask the screen to do. */
export interface PricebookRowHandlers {
  type: PricebookEntityType;
  canUpdate: boolean;
  canDelete: boolean;
  onAdd: () => void;
  onEdit: (row: PricebookRow) => void;
  onDelete: (row: PricebookRow) => void;
}

/** A row's icon button: its tooltip says the action, its name the action and the entry ("Edit Copper Pipe"). */
function RowActionButton({ action, name, icon, onClick }: { action: 'Edit' | 'Delete'; name: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={action}>
      <IconButton size="small" aria-label={`${action} ${name}`} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** Edit and Delete by permission (spec 3 §2: edit and delete actions; PB_U, PB_D). */
export function PricebookRowActions({ row, handlers }: { row: PricebookRow; handlers: PricebookRowHandlers }) {
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
      {handlers.canUpdate ? <RowActionButton action="Edit" name={row.name} icon={<EditOutlined fontSize="small" />} onClick={() => handlers.onEdit(row)} /> : null}
      {handlers.canDelete ? <RowActionButton action="Delete" name={row.name} icon={<DeleteOutlined fontSize="small" />} onClick={() => handlers.onDelete(row)} /> : null}
    </Box>
  );
}

/** The favorite star and the row's buttons together (the table's last column, the cards' foot). */
export function PricebookCardActions({ row, handlers }: { row: PricebookRow; handlers: PricebookRowHandlers }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', width: '100%', justifyContent: 'space-between', gap: 0.5 }}>
      <FavoriteToggle target={{ type: handlers.type, context: row.context, favoriteIdentifier: row.favoriteIdentifier }} name={row.name} />
      <PricebookRowActions row={row} handlers={handlers} />
    </Box>
  );
}
