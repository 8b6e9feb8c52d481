import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { supplierSchema, type Supplier } from '@/lib/schemas/supplier-schemas';
import { supplierKeys } from './supplier-keys';

/** `GET Supplier/GetByContext?context=…`. */
export async function getSupplier(context: string): Promise<Supplier> {
  const response = await api.get(endpoints.supplier.get, { params: { context } });
  return supplierSchema.parse(response.data);
}

export function supplierQueryOptions(context: string) {
  return queryOptions({ queryKey: supplierKeys.detail(context), queryFn: () => getSupplier(context) });
}

export function useSupplier(context: string, options: { refetchOnWindowFocus?: boolean } = {}) {
  return useQuery({ ...supplierQueryOptions(context), refetchOnWindowFocus: options.refetchOnWindowFocus ?? true });
}
