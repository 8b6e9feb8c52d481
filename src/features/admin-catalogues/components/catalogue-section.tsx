import { useId, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { EditDeleteRowActions } from '@/components/data-table/edit-delete-row-actions';
import { toast } from '@/components/toasts';
import { CatalogueEditorDialog, type CatalogueForm } from './catalogue-editor-dialog';

interface CatalogueEntry {
  context: string;
  description: string;
}

export interface CatalogueSectionProps<T extends CatalogueEntry, V extends FieldValues> {
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
  /** The Add and Edit dialog's form. */
  form: CatalogueForm<T, V>;
  /** Saves a new entry (`context` null) or an entry's new values; throws when the server refused. */
  onSave: (values: V, context: string | null) => Promise<unknown>;
  savedMessage: string;
}

/**
 * One catalogue of the catalogues page: its heading with Add, a `DataTable` of its entries with
 * Edit (a `CatalogueEditorDialog` of the kind's form) and Delete (a confirmation; a refusal of an entry in use is the
 * server's message).
 */
export function CatalogueSection<T extends CatalogueEntry, V extends FieldValues>({ label, noun, rows, columns, onDelete, deleting, deletedMessage, form, onSave, savedMessage }: CatalogueSectionProps<T, V>) {
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

  const actions = (row: T) => <EditDeleteRowActions name={row.description} onEdit={() => setEditing({ entry: row })} onDelete={() => setConfirming(row)} />;

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
      <CatalogueEditorDialog
        open={editing !== null}
        noun={noun}
        entry={editing?.entry ?? null}
        onClose={() => setEditing(null)}
        form={form}
        onSave={onSave}
        savedMessage={savedMessage}
      />
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
