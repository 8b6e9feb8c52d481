import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { supplierSchema, type Supplier } from '@/lib/schemas/supplier-schemas';
import { type SupplierUpdateRequest } from '@/lib/schemas/supplier-request-schemas';
import { supplierKeys } from './supplier-keys';

/**
 * `POST Supplier/Update` with the version the supplier was loaded at; a 409 (changed since) is
 * shown by the API client and the editor keeps what was typed.
 */
export async function updateSupplier(request: SupplierUpdateRequest): Promise<Supplier> {
  const response = await api.post(endpoints.supplier.update, request);
  return supplierSchema.parse(response.data);
}

export function useUpdateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupplier,
    meta: { invalidates: ['supplier'] },
    onSuccess: (saved) => {
      queryClient.setQueryData(supplierKeys.detail(saved.context), saved);
    },
  });
}
