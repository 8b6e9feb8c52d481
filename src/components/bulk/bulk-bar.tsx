import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SelectAllCheckbox, type RowSelection } from '@/components/data-table/row-selection';
import { useSession } from '@/lib/auth/use-session';
import { can } from '@/lib/permissions';
import { countOf, type BulkActionChoice, type BulkTarget, type ListBulk } from './bulk-types';
import type { BulkSelection } from './use-bulk-selection';

// The preview, apply and report steps load with the first action chosen.
const BulkChangeDialog = lazy(() => import('./bulk-change-dialog').then((module) => ({ default: module.BulkChangeDialog })));

export interface BulkBarProps<T> {
  bulk: ListBulk<T>;
  selection: BulkSelection<T>;
  /** Records the filter matches. */
  matchingCount: number | undefined;
  /** Rows on the page shown. */
  pageKeys: readonly string[];
}

/**
 * The bar over a list with ticked rows: how many are selected, "Select all N matching this filter",
 * Clear Selection, and the actions the user may take. An action opens its preview.
 */
export function BulkBar<T>({ bulk, selection, matchingCount, pageKeys }: BulkBarProps<T>) {
  const user = useSession().userState;
  // The action and what it was chosen for: the dialog stays while the list changes under it.
  const [chosen, setChosen] = useState<{ choice: BulkActionChoice; target: BulkTarget } | null>(null);
  const actions = bulk.actions.filter((choice) => can(user, choice.permission));
  const dialog = chosen ? (
    <Suspense fallback={null}>
      <BulkChangeDialog
        bulk={{ entity: bulk.entity, noun: bulk.noun }}
        choice={chosen.choice}
        target={chosen.target}
        onClose={(applied) => {
          setChosen(null);
          if (applied) selection.clear();
        }}
      />
    </Suspense>
  ) : null;
  const target = selection.target;
  const pageTicked = pageKeys.length > 0 && pageKeys.every((key) => selection.rowSelection?.selected.has(key));
  const offerAll = !selection.allMatching && pageTicked && matchingCount !== undefined && matchingCount > selection.count;
  // The page's Select all (the tick boxes sit in the rows' first cells, the headings stay the list's).
  const selectPage = selection.rowSelection ? (
    <Box sx={{ display: 'inline-flex', alignItems: 'center' }}>
      <SelectAllCheckbox rows={pageKeys} rowKey={(key) => key} selection={selection.rowSelection as unknown as RowSelection<string>} />
      <Typography variant="body2" aria-hidden sx={{ mr: 1 }}>
        Select all
      </Typography>
    </Box>
  ) : null;
  const bar =
    selection.count === 0 || !target ? (
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 40, pl: 1.5 }}>{selectPage}</Box>
    ) : (
      <Paper variant="outlined" role="region" aria-label="Bulk actions" sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', bgcolor: 'action.hover' }}>
        {selectPage}
        <Typography role="status" sx={{ fontWeight: 600, mr: 1 }}>
          {selection.allMatching ? `All ${countOf(selection.count, bulk.noun)} matching this filter are selected.` : `${countOf(selection.count, bulk.noun)} selected.`}
        </Typography>
        {offerAll ? (
          <Button size="small" onClick={selection.selectAllMatching}>
            {`Select all ${matchingCount.toLocaleString('en-US')} matching this filter`}
          </Button>
        ) : null}
        <Button size="small" onClick={selection.clear}>
          Clear Selection
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {actions.map((choice) => (
          <Button key={choice.action} size="small" variant="outlined" color={choice.action === 'delete' ? 'error' : 'primary'} onClick={() => setChosen({ choice, target })}>
            {choice.label}
          </Button>
        ))}
      </Paper>
    );
  // The same two places whether the bar shows or not, so the open dialog is never mounted again.
  return (
    <>
      {bar}
      {dialog}
    </>
  );
}
