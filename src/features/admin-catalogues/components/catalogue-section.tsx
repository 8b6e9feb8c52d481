import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { RowIconButton } from '@/components/row-icon-button';
import { toast } from '@/components/toasts';

interface CatalogueEntry {
  context: string;
  description: string;
}

export interface CatalogueSectionProps<T extends CatalogueEntry> {
  /** The section's heading and the table's name ("Discounts"). */
  label: string;
  /** One entry's name in buttons and the delete question ("Discount"). */
  noun: string;
  rows: readonly T[] | undefined;
  columns: readonly DataTableColumn<T>[];
  /** Deletes an entry; throws when the server refused (the API client has shown why). */
  onDelete: (context: string) => Promise<void>;
  deleting: boolean;
  deletedMessage: string;
  /** The add or edit dialog: `entry` null adds; `open` false closes it. */
  dialog: (props: { open: boolean; entry: T | null; onClose: () => void }) => ReactNode;
}

/**
 * One catalogue of the catalogues page: its heading with Add, a `DataTable` of its entries with
 * Edit (the kind's `EditorDialog`) and Delete (a confirmation; a refusal of an entry in use is the
 * server's message).
 */
export function CatalogueSection<T extends CatalogueEntry>({ label, noun, rows, columns, onDelete, deleting, deletedMessage, dialog }: CatalogueSectionProps<T>) {
  const headingId = useId();
  const [editing, setEditing] = useState<{ entry: T | null } | null>(null);
  const [confirming, setConfirming] = useState<T | null>(null);
  const name = noun.toLowerCase();

  const handleDelete = async () => {
    if (!confirming) return;
    try {
      await onDelete(confirming.context);
      toast.success(deletedMessage);
    } catch {
      // Refused or failed: the API client has shown why.
    }
    setConfirming(null);
  };

  const actions = (row: T) => (
    <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
      <RowIconButton aria-label={`Edit ${row.description}`} onClick={() => setEditing({ entry: row })}>
        <EditOutlined fontSize="small" />
      </RowIconButton>
      <RowIconButton aria-label={`Delete ${row.description}`} onClick={() => setConfirming(row)}>
        <DeleteOutlined fontSize="small" />
      </RowIconButton>
    </Box>
  );

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {label}
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ entry: null })}>
          {`Add ${noun}`}
        </Button>
      </Box>
      <DataTable
        label={label}
        columns={columns}
        rows={rows}
        totalCount={rows?.length}
        rowKey={(row) => row.context}
        rowActions={actions}
        cardActions={actions}
        empty={{ nothingYet: `No ${name}s have been added yet.` }}
      />
      {dialog({ open: editing !== null, entry: editing?.entry ?? null, onClose: () => setEditing(null) })}
      <ConfirmDialog
        open={confirming !== null}
        title={`Delete ${noun}?`}
        message={`Delete ${confirming?.description ?? `this ${name}`}? Jobs keep their own copies; it is no longer offered for new ones.`}
        confirmLabel="Delete"
        destructive
        busy={deleting}
        onConfirm={() => void handleDelete()}
        onCancel={() => setConfirming(null)}
      />
    </Paper>
  );
}
