import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toast } from '@/components/toasts';
import { previewBulkChange, useApplyBulkChange, useUndoBulkChange } from '@/lib/bulk/bulk-api';
import type { BulkPreviewRequest, BulkReport } from '@/lib/schemas/bulk-schemas';
import { useCompactWidth } from '@/lib/use-compact-width';
import { BulkChangeList, BulkSkipList } from './bulk-change-lists';
import { countOf, type BulkActionChoice, type BulkTarget, type ListBulk } from './bulk-types';

/** Undo is offered this long after a change. */
export const BULK_UNDO_MS = 10_000;
const NONE_VALUE = '\u0000none';

export interface BulkChangeDialogProps {
  /** The list's kind of record and its nouns. */
  bulk: Pick<ListBulk<unknown>, 'entity' | 'noun'>;
  choice: BulkActionChoice;
  target: BulkTarget;
  /** `applied`: something was written (the selection is done with). */
  onClose: (applied: boolean) => void;
}

/**
 * A bulk change in three steps: the value (when the action needs one), the preview of what will
 * change and what will be skipped and why (nothing written yet), then the report of what changed.
 */
export function BulkChangeDialog({ bulk, choice, target, onClose }: BulkChangeDialogProps) {
  const compact = useCompactWidth();
  const [value, setValue] = useState<string>('');
  const [report, setReport] = useState<BulkReport | null>(null);
  const preview = useMutation({ mutationFn: previewBulkChange });
  const apply = useApplyBulkChange(bulk.entity);
  const undo = useUndoBulkChange(bulk.entity);
  const request: BulkPreviewRequest = {
    entity: bulk.entity,
    action: choice.action,
    value: choice.value ? (value === NONE_VALUE ? null : value) : null,
    selection: 'filter' in target ? { filter: target.filter } : { contexts: [...target.contexts] },
  };
  const count = 'filter' in target ? target.count : target.contexts.length;
  const needsValue = choice.value !== undefined && preview.data === undefined;
  // An action without a value previews as soon as the dialog opens.
  if (!choice.value && preview.isIdle) preview.mutate(request);

  const handleApply = async () => {
    const versions = Object.fromEntries(preview.data!.changes.map((change) => [change.context, change.version]));
    const answer = await apply.mutateAsync({ ...request, versions });
    setReport(answer);
    const operationId = answer.operationId;
    const done = `${countOf(answer.changed.length, bulk.noun)} changed.`;
    if (operationId) {
      toast.successWithAction(
        done,
        {
          label: 'Undo',
          // The dialog is closed by then: the answer comes through the promise, not the hook's callbacks.
          onClick: () =>
            void undo
              .mutateAsync(operationId)
              .then((undone) => toast.success(`Undone: ${countOf(undone.changed.length, bulk.noun)} put back.${undone.skipped.length ? ` ${undone.skipped.length} changed since were left as they are.` : ''}`))
              .catch(() => undefined),
        },
        BULK_UNDO_MS,
      );
    } else toast.success(done);
  };

  const title = `${choice.label}: ${countOf(count, bulk.noun)}`;
  return (
    <Dialog open onClose={() => onClose(report !== null)} fullWidth maxWidth="sm" fullScreen={compact} aria-labelledby="bulk-change-title">
      <DialogTitle id="bulk-change-title">{title}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        {needsValue ? (
          <TextField select label={choice.value!.label} value={value} onChange={(event) => setValue(event.target.value)} required fullWidth>
            {choice.value!.options.map((option) => (
              <MenuItem key={option.value ?? NONE_VALUE} value={option.value ?? NONE_VALUE}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {preview.isPending || apply.isPending ? <LinearProgress aria-label={apply.isPending ? 'Applying the change' : 'Making the preview'} /> : null}
        {preview.isError ? <Alert severity="error">The preview could not be made. Nothing was changed.</Alert> : null}
        {preview.data && !report ? (
          <>
            <Typography>{`${preview.data.summary}. Nothing has been changed yet.`}</Typography>
            <BulkChangeList heading={`${countOf(preview.data.changes.length, bulk.noun)} will change`} changes={preview.data.changes} />
            <BulkSkipList heading={`${countOf(preview.data.skipped.length, bulk.noun)} will be skipped`} skipped={preview.data.skipped} />
            {preview.data.changes.length === 0 ? <Alert severity="info">Nothing to change: every selected record would be skipped.</Alert> : null}
          </>
        ) : null}
        {report ? (
          <>
            <Alert severity={report.skipped.length ? 'warning' : 'success'}>{`${countOf(report.changed.length, bulk.noun)} changed, ${countOf(report.skipped.length, bulk.noun)} not changed.`}</Alert>
            <BulkChangeList heading="Changed" changes={report.changed} />
            <BulkSkipList heading="Not changed" skipped={report.skipped} />
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        {report ? (
          <Button variant="contained" onClick={() => onClose(true)}>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={() => onClose(false)}>Cancel</Button>
            {needsValue ? (
              <Button variant="contained" disabled={value === '' || preview.isPending} onClick={() => preview.mutate(request)}>
                Preview
              </Button>
            ) : (
              <Button
                variant="contained"
                color={choice.action === 'delete' ? 'error' : 'primary'}
                disabled={!preview.data || preview.data.changes.length === 0 || apply.isPending}
                onClick={() => void handleApply()}
              >
                {preview.data ? `${choice.action === 'delete' ? 'Delete' : 'Apply to'} ${countOf(preview.data.changes.length, bulk.noun)}` : 'Apply'}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
