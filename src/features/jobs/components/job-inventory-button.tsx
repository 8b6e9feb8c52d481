import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { InventoryReconciliationDialog } from '@/features/pricebook';
import { useCan } from '@/lib/permissions';
import { JOB_UPDATE } from '../model/job-permissions';

export interface JobInventoryButtonProps {
  /** The saved job; none while adding (the button is not shown). */
  jobContext: string | null;
}

/**
 * The job details toolbar's Inventory Reconciliation button (spec 3 §2), for a saved job and a user who
 * may update jobs: opens the dialog (its code loads on the first opening). What it reconciles moves the
 * pricebook's stock and the lines' reconciled quantities (the editor follows them, see
 * `FollowServerRecord`), not the job's lines or version.
 */
export function JobInventoryButton({ jobContext }: JobInventoryButtonProps) {
  const canUpdate = useCan(JOB_UPDATE);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!jobContext || !canUpdate) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Inventory2Outlined />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Inventory Reconciliation
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <InventoryReconciliationDialog open={open} jobContext={jobContext} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
