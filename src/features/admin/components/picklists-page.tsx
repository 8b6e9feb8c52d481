import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { EditDeleteRowActions } from '@/components/data-table/edit-delete-row-actions';
import { RowIconButton } from '@/components/row-icon-button';
import { useDeletePicklistItem, useUpdatePicklistItem } from '@/lib/picklists/edit-picklist';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';
import { usePaymentTermDays } from '../api/get-payment-term-days';
import { picklistAdminKind, picklistAdminKinds, type PicklistAdminKind } from '../model/picklist-admin-kinds';
import { picklistMoveRequest } from '../model/picklist-value-form';
import { activeNameColumn } from './active-name-column';
import { DeleteRowDialog } from './delete-row-dialog';
import { PicklistValueDialog } from './picklist-value-dialog';
import { ResourceAttributesDialog } from './resource-attributes-dialog';

type Editing = { item: PicklistItem | null } | null;

function KindChooser({ current, onChoose }: { current: PicklistAdminKind; onChoose: (kind: string) => void }) {
  // Beside the administration's own sections, a second list fits only on wide screens.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  if (narrow) {
    return (
      <TextField select label="Picklist" value={current.kind} onChange={(event) => onChoose(event.target.value)} fullWidth>
        {picklistAdminKinds.map((entry) => (
          <MenuItem key={entry.kind} value={entry.kind}>
            {entry.plural}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <Paper variant="outlined" component="nav" aria-label="Picklists" sx={{ alignSelf: 'start' }}>
      <List dense disablePadding>
        {picklistAdminKinds.map((entry) => (
          <ListItem key={entry.kind} disablePadding>
            <ListItemButton selected={entry.kind === current.kind} aria-current={entry.kind === current.kind ? 'page' : undefined} onClick={() => onChoose(entry.kind)}>
              <ListItemText primary={entry.plural} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/**
 * admin/picklists (issue 19, ADMINISTRATOR): the lists of words the app offers in its selects, one at
 * a time (the list in the address): add, rename, move up or down, make inactive, and delete a value
 * nothing uses (the server names what uses one it refuses). Payment terms carry their days and the
 * one default for new jobs.
 */
export default function PicklistsPage() {
  const [params, setParams] = useSearchParams();
  const kind = picklistAdminKind(params.get('kind'));
  const picklist = usePicklist(kind.kind);
  const days = usePaymentTermDays(kind.kind === 'PaymentTerm');
  const update = useUpdatePicklistItem();
  const remove = useDeletePicklistItem();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PicklistItem | null>(null);
  const [attributesOf, setAttributesOf] = useState<PicklistItem | null>(null);
  const items = picklist.data ?? [];
  const paymentTerm = kind.kind === 'PaymentTerm';

  const move = (item: PicklistItem, step: -1 | 1) => {
    const request = picklistMoveRequest(items, item, step);
    if (request) update.mutate(request);
  };

  const columns: DataTableColumn<PicklistItem>[] = [
    { id: 'order', header: 'Order', width: 72, cell: (item) => item.order },
    activeNameColumn(
      (item) => item.text,
      (item) => (item.isDefault ? <Chip label="Default" size="small" color="primary" variant="outlined" sx={{ height: 20 }} /> : null),
    ),
    ...(paymentTerm ? [{ id: 'days', header: 'Days', align: 'right' as const, width: 80, cell: (item: PicklistItem) => days.data?.get(item.context) ?? '' }] : []),
  ];

  const actions = (item: PicklistItem) => {
    const index = items.findIndex((candidate) => candidate.context === item.context);
    return (
      <EditDeleteRowActions name={item.text} onEdit={() => setEditing({ item })} onDelete={() => setDeleting(item)}>
        <RowIconButton aria-label={`Move ${item.text} up`} disabled={index <= 0 || update.isPending} onClick={() => move(item, -1)}>
          <ArrowUpward fontSize="small" />
        </RowIconButton>
        <RowIconButton aria-label={`Move ${item.text} down`} disabled={index >= items.length - 1 || update.isPending} onClick={() => move(item, 1)}>
          <ArrowDownward fontSize="small" />
        </RowIconButton>
        {kind.kind === 'ResourceType' ? (
          <RowIconButton aria-label={`Attributes of ${item.text}`} title={`Attributes of ${item.text}`} onClick={() => setAttributesOf(item)}>
            <ListAltOutlined fontSize="small" />
          </RowIconButton>
        ) : null}
      </EditDeleteRowActions>
    );
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '220px minmax(0, 1fr)' }, maxWidth: 1200 }}>
      <KindChooser current={kind} onChoose={(next) => setParams({ kind: next }, { replace: true })} />
      <Paper variant="outlined" component="section" aria-labelledby="picklist-heading" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box>
            <Typography id="picklist-heading" component="h2" variant="h6">
              {kind.plural}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {kind.usedFor} Values in use cannot be deleted: make them inactive, and they leave the selects but stay on the records that have them.
            </Typography>
          </Box>
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ item: null })}>
            Add {kind.singular}
          </Button>
        </Box>
        <DataTable
          label={kind.plural}
          columns={columns}
          rows={picklist.data}
          rowKey={(item) => item.context}
          rowActions={actions}
          cardActions={actions}
          updating={picklist.isFetching || update.isPending}
          empty={{ nothingYet: `No ${kind.plural.toLowerCase()} yet.`, hint: `Add ${kind.singular} puts the first one on the list.` }}
        />
      </Paper>
      {editing ? (
        <PicklistValueDialog kind={kind} items={items} item={editing.item} dueDays={editing.item ? (days.data?.get(editing.item.context) ?? null) : null} onClose={() => setEditing(null)} />
      ) : null}
      {attributesOf ? <ResourceAttributesDialog type={attributesOf} onClose={() => setAttributesOf(null)} /> : null}
      <DeleteRowDialog
        row={deleting}
        title={`Delete ${kind.singular}?`}
        message={(item) => `${item.text} will be removed from ${kind.plural}. This cannot be undone.`}
        deletedMessage={(item) => `${kind.singular} ${item.text} deleted.`}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
