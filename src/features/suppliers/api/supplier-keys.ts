import type { SupplierSearchRequest } from '@/lib/schemas/supplier-schemas';

/** Query keys of the suppliers feature; mutations invalidate through them. */
export const supplierKeys = {
  all: ['suppliers'] as const,
  lists: () => ['suppliers', 'list'] as const,
  list: (request: SupplierSearchRequest) => ['suppliers', 'list', request] as const,
  details: () => ['suppliers', 'detail'] as const,
  detail: (context: string) => ['suppliers', 'detail', context] as const,
};
