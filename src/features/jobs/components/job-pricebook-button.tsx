import { Suspense, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import Button from '@mui/material/Button';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { toast } from '@/components/toasts';
import { PricebookCatalogPanel, usePrefetchCatalogItems, type Cart } from '@/features/pricebook';
import { useCan } from '@/lib/permissions';
import { addCartLines } from '../model/job-cart-lines';
import type { JobFormValues } from '../model/job-form';
import { JOB_COST_READ } from '../model/job-permissions';

/** Spec 3 §4 "Accepting the cart". */
export const JOB_DETAIL_ADDED = 'Job detail added to job.';

export interface JobPricebookButtonProps {
  form: Pick<UseFormReturn<JobFormValues>, 'getValues' | 'setValue'>;
  /** Adding pricebook entries saves the job at once (spec 3 §4: a saved, non-recurring job). */
  autoSave: boolean;
}

/**
 * The job editor's Pricebook button (spec 3 §2): opens the catalog panel (its code loads on the first
 * opening); Add to Job puts the cart's lines after the job's (through the form, so they are unsaved
 * changes like any other) and, for a saved non-recurring job, saves it.
 */
export function JobPricebookButton({ form, autoSave }: JobPricebookButtonProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { getValues, setValue } = form;
  const showCosts = useCan(JOB_COST_READ);
  const prefetchItems = usePrefetchCatalogItems();
  useEffect(() => {
    // The panel's code and first page load while the editor is idle, so the first opening waits for neither.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => {
      void PricebookCatalogPanel.preload().catch(() => undefined);
      prefetchItems();
    });
    return () => cancel(handle);
  }, [prefetchItems]);
  const addToJob = (cart: Cart) => {
    if (cart.length === 0) return;
    setValue('jobDetailList', addCartLines(getValues('jobDetailList'), cart, showCosts), { shouldDirty: true });
    toast.success(JOB_DETAIL_ADDED);
    // The editor's own Save runs (its checks, the 409 notice), as if the user had pressed it.
    if (autoSave) queueMicrotask(() => buttonRef.current?.closest('form')?.requestSubmit());
  };
  return (
    <>
      <Button
        ref={buttonRef}
        variant="outlined"
        startIcon={<MenuBookOutlined />}
        onPointerEnter={prefetchItems}
        onFocus={prefetchItems}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Pricebook
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <PricebookCatalogPanel open={open} onClose={() => setOpen(false)} onAddToJob={addToJob} />
        </Suspense>
      ) : null}
    </>
  );
}
