import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { RecordViewSection } from '@/components/record-view/record-view-section';
import { toast } from '@/components/toasts';
import { formatDate } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { maintenanceMessages, type ResourceMaintenance } from '@/lib/schemas/resource-maintenance-schemas';
import { useDeleteMaintenance, useResourceMaintenance } from '../api/resource-maintenance';
import { maintenanceCostText } from '../model/maintenance-form';
import { ADD_MAINTENANCE_BUTTON, NO_MAINTENANCE } from '../model/resource-messages';
import { MaintenanceDialog } from './maintenance-dialog';

const columns: DataTableColumn<ResourceMaintenance>[] = [
  { id: 'date', header: 'Date', nowrap: true, cell: (entry) => formatDate(`${entry.date}T12:00:00`) },
  { id: 'description', header: 'Description', breakWords: true, cell: (entry) => <Box sx={{ whiteSpace: 'pre-wrap' }}>{entry.description}</Box> },
  { id: 'performedBy', header: 'Performed By', cell: (entry) => entry.performedBy?.name ?? '' },
  { id: 'cost', header: 'Cost', align: 'right', nowrap: true, cell: (entry) => maintenanceCostText(entry.cost) },
];

export interface MaintenanceLogSectionProps {
  resourceContext: string;
  /** The editor adds, edits and deletes (by RESMAINT_C, _U, _D); the view only lists. */
  editable: boolean;
}

/** Spec 3 §2 maintenance log: date, description, performed by, cost; per-row edit and delete; Add Maintenance Entry. */
export function MaintenanceLogSection({ resourceContext, editable }: MaintenanceLogSectionProps) {
  const log = useResourceMaintenance(resourceContext);
  const remove = useDeleteMaintenance();
  const canCreate = useCan('RESMAINT_C') && editable;
  const canUpdate = useCan('RESMAINT_U') && editable;
  const canDelete = useCan('RESMAINT_D') && editable;
  const [dialog, setDialog] = useState<{ entry: ResourceMaintenance | null } | null>(null);
  const [deleting, setDeleting] = useState<ResourceMaintenance | null>(null);

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.context);
      toast.success(maintenanceMessages.deleted);
    } catch {
      // The API client has said why; the entry stays.
    }
    setDeleting(null);
  };

  const actions = (entry: ResourceMaintenance) => (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      {canUpdate ? (
        <IconButton aria-label={`Edit maintenance log of ${formatDate(`${entry.date}T12:00:00`)}`} onClick={() => setDialog({ entry })}>
          <EditOutlined />
        </IconButton>
      ) : null}
      {canDelete ? (
        <IconButton aria-label={`Delete maintenance log of ${formatDate(`${entry.date}T12:00:00`)}`} onClick={() => setDeleting(entry)}>
          <DeleteOutlined />
        </IconButton>
      ) : null}
    </Box>
  );

  return (
    <RecordViewSection
      title="Maintenance Log"
      action={
        canCreate ? (
          <Button variant="outlined" startIcon={<Add />} onClick={() => setDialog({ entry: null })}>
            {ADD_MAINTENANCE_BUTTON}
          </Button>
        ) : undefined
      }
    >
      <DataTable
        label="Maintenance Log"
        columns={columns}
        rows={log.data}
        rowKey={(entry) => entry.context}
        empty={{ nothingYet: NO_MAINTENANCE }}
        totalCount={log.data?.length}
        rowActions={canUpdate || canDelete ? actions : undefined}
        actionsLabel="Actions"
        cardActions={canUpdate || canDelete ? actions : undefined}
      />
      <MaintenanceDialog open={dialog !== null} entry={dialog?.entry ?? null} resourceContext={resourceContext} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Maintenance Log?"
        message={maintenanceMessages.deleteQuestion}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => void handleDelete()}
        onCancel={() => setDeleting(null)}
      />
    </RecordViewSection>
  );
}
