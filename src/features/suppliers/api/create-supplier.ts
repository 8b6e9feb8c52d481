import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { supplierSchema, type Supplier } from '@/lib/schemas/supplier-schemas';
import { type SupplierCreateRequest } from '@/lib/schemas/supplier-request-schemas';
import { supplierKeys } from './supplier-keys';

/** `POST Supplier/Create`: answers the saved supplier. */
export async function createSupplier(request: SupplierCreateRequest): Promise<Supplier> {
  const response = await api.post(endpoints.supplier.create, request);
  return supplierSchema.parse(response.data);
}

export function useCreateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupplier,
    meta: { invalidates: ['supplier'] },
    onSuccess: (saved) => {
      queryClient.setQueryData(supplierKeys.detail(saved.context), saved);
    },
  });
}
