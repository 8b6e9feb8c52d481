import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import RemoveOutlined from '@mui/icons-material/RemoveOutlined';
import { SummaryTable, type SummaryTableColumn } from '@/components/data-table/summary-table';
import { EditorDialog, EditorDialogLoading, useEditorDialog } from '@/components/record-editor/editor-dialog';
import { toast } from '@/components/toasts';
import { reconciliationMessages, type ReconciliationGroup } from '@/lib/schemas/reconciliation-schemas';
import { useReconcile, useReconciliationGroups } from '../../api/reconciliation';
import {
  anyExceeds,
  canDecrease,
  canIncrease,
  canLeaveDetail,
  detailTotal,
  levelAllowed,
  reconcileRequestFrom,
  reconciliationChanged,
  reconciliationStateFrom,
  rowExceeds,
  setReconciledQuantity,
  type ReconciliationDetail,
  type ReconciliationLevel,
  type ReconciliationState,
} from '../../model/reconciliation-model';
import { ReconciledQuantityBox } from './reconciled-quantity-box';

export const INVENTORY_RECONCILIATION_TITLE = 'Inventory Reconciliation';
/** Spec 3 §2: the helper text. */
export const RECONCILIATION_HELPER_TEXT = 'Update inventory based on the items used on this job.';

export interface InventoryReconciliationDialogProps {
  open: boolean;
  /** The saved job whose details are reconciled. */
  jobContext: string;
  onClose: () => void;
}

/**
 * The Inventory Reconciliation dialog (spec 3 §2, §4, §5): the job's details that take stock from the
 * pricebook on the left (name and QTY), on the right what the selected one takes from each stock level
 * (Taken From, Quantity with minus, a box and plus) and its total over its quantity. A level or a total
 * over its limit shows the tooltip on its box and the banner, and Save waits; another detail cannot be
 * selected meanwhile. Save sends the job's reconciliations ("Inventory Reconciled") and closes; closing
 * with changes asks first. Full screen on phones, the two panes one above the other.
 */
export function InventoryReconciliationDialog({ open, jobContext, onClose }: InventoryReconciliationDialogProps) {
  return (
    <EditorDialog open={open} title={INVENTORY_RECONCILIATION_TITLE} onClose={onClose} maxWidth="md">
      <ReconciliationBody jobContext={jobContext} onClose={onClose} />
    </EditorDialog>
  );
}

/** Loads the groups; the editor starts from a fresh answer (a cached one is read again first) and keeps its state while open. */
function ReconciliationBody({ jobContext, onClose }: { jobContext: string; onClose: () => void }) {
  const groups = useReconciliationGroups(jobContext);
  const [start, setStart] = useState<ReconciliationGroup[] | null>(null);
  if (start === null && groups.data && !groups.isFetching) setStart(groups.data);
  if (start) return <ReconciliationEditor jobContext={jobContext} groups={start} onClose={onClose} />;
  if (groups.isError) return <LoadFailed />;
  return <EditorDialogLoading />;
}

function LoadFailed() {
  const { requestClose } = useEditorDialog();
  return (
    <>
      <DialogContent>
        <Alert severity="error">The job details to reconcile could not be loaded.</Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>Cancel</Button>
      </DialogActions>
    </>
  );
}

function ReconciliationEditor({ jobContext, groups, onClose }: { jobContext: string; groups: readonly ReconciliationGroup[]; onClose: () => void }) {
  const [state, setState] = useState<ReconciliationState>(() => reconciliationStateFrom(groups));
  const [selected, setSelected] = useState(() => groups[0]?.jobDetailIdentifier.context ?? '');
  const { reportState, requestClose } = useEditorDialog();
  const reconcile = useReconcile();
  const changed = reconciliationChanged(state);
  const busy = reconcile.isPending;
  useEffect(() => reportState({ dirty: changed, busy }), [reportState, changed, busy]);

  if (state.details.length === 0) {
    return (
      <>
        <DialogContent>
          <Typography>{reconciliationMessages.nothingToReconcile}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={requestClose}>Cancel</Button>
        </DialogActions>
      </>
    );
  }

  const detail = state.details.find((candidate) => candidate.context === selected) ?? state.details[0]!;
  const exceeds = anyExceeds(state);
  const mayLeave = canLeaveDetail(state, detail.context);
  const save = async () => {
    try {
      await reconcile.mutateAsync(reconcileRequestFrom(jobContext, state));
    } catch {
      // The API client has said why; what was typed stays.
      return;
    }
    toast.success(reconciliationMessages.reconciled);
    onClose();
  };

  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Typography color="text.secondary">{RECONCILIATION_HELPER_TEXT}</Typography>
        {exceeds ? <Alert severity="error">{reconciliationMessages.exceedsBanner}</Alert> : null}
        <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(180px, 260px) minmax(0, 1fr)' } }}>
          <List aria-label="Job Details" disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
            {state.details.map((candidate) => {
              const current = candidate.context === detail.context;
              return (
                <ListItem key={candidate.context} disablePadding divider>
                  <ListItemButton selected={current} aria-current={current ? 'true' : undefined} disabled={!current && !mayLeave} onClick={() => setSelected(candidate.context)}>
                    <ListItemText primary={candidate.name} secondary={`QTY ${candidate.quantity}`} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
          <DetailLevels state={state} detail={detail} disabled={busy} onChange={(level, quantity) => setState((previous) => setReconciledQuantity(previous, detail.context, level, quantity))} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={requestClose} disabled={busy}>
          Cancel
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" disabled={exceeds} loading={busy} onClick={() => void save()}>
          Save
        </Button>
      </DialogActions>
    </>
  );
}

interface DetailLevelsProps {
  state: ReconciliationState;
  detail: ReconciliationDetail;
  disabled: boolean;
  onChange: (levelContext: string, quantity: number) => void;
}

const levelKey = (level: ReconciliationLevel) => level.context;

/** The selected detail: its total over its quantity, and a row per stock level of its pricebook item. */
function DetailLevels({ state, detail, disabled, onChange }: DetailLevelsProps) {
  const headingId = useId();
  const columns: SummaryTableColumn<ReconciliationLevel>[] = [
    {
      id: 'taken-from',
      header: 'Taken From',
      breakWords: true,
      cell: (level) => (
        <>
          {level.resourceName}
          <Typography variant="body2" color="text.secondary">
            {`${levelAllowed(state, detail.context, level.context)} available`}
          </Typography>
        </>
      ),
    },
    {
      id: 'quantity',
      header: 'Quantity',
      align: 'center',
      width: '1%',
      cell: (level) => <LevelQuantity state={state} detail={detail} level={level} disabled={disabled} onChange={(quantity) => onChange(level.context, quantity)} />,
    },
  ];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 2 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {detail.name}
        </Typography>
        <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {`${detailTotal(detail)} / ${detail.quantity}`}
        </Typography>
      </Box>
      <SummaryTable label={`Taken From for ${detail.name}`} columns={columns} rows={detail.levels} rowKey={levelKey} />
    </Box>
  );
}

interface LevelQuantityProps {
  state: ReconciliationState;
  detail: ReconciliationDetail;
  level: ReconciliationLevel;
  disabled: boolean;
  onChange: (quantity: number) => void;
}

/** What the detail takes from a level: minus, the box (marked over its limit) and plus. */
function LevelQuantity({ state, detail, level, disabled, onChange }: LevelQuantityProps) {
  const name = level.resourceName;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5 }}>
      <IconButton size="small" aria-label={`Decrease quantity from ${name}`} disabled={disabled || !canDecrease(level)} onClick={() => onChange(level.quantity - 1)}>
        <RemoveOutlined fontSize="small" />
      </IconButton>
      <ReconciledQuantityBox
        label={`Quantity from ${name}`}
        value={level.quantity}
        exceeds={rowExceeds(state, detail, level)}
        message={reconciliationMessages.exceedsTooltip}
        disabled={disabled}
        onChange={onChange}
      />
      <IconButton size="small" aria-label={`Increase quantity from ${name}`} disabled={disabled || !canIncrease(state, detail, level)} onClick={() => onChange(level.quantity + 1)}>
        <AddOutlined fontSize="small" />
      </IconButton>
    </Box>
  );
}
