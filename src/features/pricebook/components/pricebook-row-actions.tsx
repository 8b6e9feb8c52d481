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

/** Edit and Delete by permission (spec 3 §2: edit and delete actions; PB_U, PB_D). */
export function PricebookRowActions({ row, handlers }: { row: PricebookRow; handlers: PricebookRowHandlers }) {
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
      {handlers.canUpdate ? (
        <Tooltip title="Edit">
          <IconButton size="small" aria-label={`Edit ${row.name}`} onClick={() => handlers.onEdit(row)}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {handlers.canDelete ? (
        <Tooltip title="Delete">
          <IconButton size="small" aria-label={`Delete ${row.name}`} onClick={() => handlers.onDelete(row)}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
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
