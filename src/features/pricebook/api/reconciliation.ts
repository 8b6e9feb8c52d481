import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { reconciliationGroupListSchema, type ReconcileRequest, type ReconciliationGroup } from '@/lib/schemas/reconciliation-schemas';
import { pricebookKeys } from './pricebook-keys';

/**
 * Inventory reconciliation of a job (spec 3 §7 "JobDetailReconciliation"). The groups take the query
 * parameter `jobContext` and the reconciled quantity `jobDetailContext`, so they are written here
 * rather than through `contextQuery` (which sends `context`). Both are read fresh (stale at once):
 * stock moves with every reconciliation.
 */

/** `GET JobDetailReconciliation/GetReconciliationGroup?jobContext=`: a group per job detail that has stock to reconcile. */
export async function getReconciliationGroups(jobContext: string): Promise<ReconciliationGroup[]> {
  const response = await api.get(endpoints.jobDetailReconciliation.getReconciliationGroup, { params: { jobContext } });
  return reconciliationGroupListSchema.parse(response.data);
}

export const reconciliationGroupsQueryOptions = (jobContext: string) =>
  queryOptions({ queryKey: pricebookKeys.reconciliation(jobContext), queryFn: () => getReconciliationGroups(jobContext), staleTime: 0 });

/** The job's groups; `enabled: false` waits (a closed dialog), and nothing is fetched without a job. */
export function useReconciliationGroups(jobContext: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...reconciliationGroupsQueryOptions(jobContext), enabled: enabled && jobContext !== '' });
}

/** `GET JobDetailReconciliation/GetQuantityReconciled?jobDetailContext=`: what the detail has reconciled; 0 without a call for a detail not saved. */
export async function getQuantityReconciled(jobDetailContext: string | null | undefined): Promise<number> {
  if (!jobDetailContext) return 0;
  const response = await api.get(endpoints.jobDetailReconciliation.getQuantityReconciled, { params: { jobDetailContext } });
  return z.number().parse(response.data);
}

export const quantityReconciledQueryOptions = (jobDetailContext: string) =>
  queryOptions({ queryKey: pricebookKeys.quantityReconciled(jobDetailContext), queryFn: () => getQuantityReconciled(jobDetailContext), staleTime: 0 });

/** `POST JobDetailReconciliation/Reconcile`: the job's reconciliations become what is sent. */
export async function reconcile(request: ReconcileRequest): Promise<void> {
  await api.post(endpoints.jobDetailReconciliation.reconcile, request);
}

/** The stock levels (pricebook) and the job's details' reconciled quantities (job) change. */
export function useReconcile() {
  return useMutation({ mutationFn: reconcile, meta: { invalidates: ['pricebook', 'job'] } });
}
