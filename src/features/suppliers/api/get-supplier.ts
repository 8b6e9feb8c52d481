import { endpoints } from '@/config/endpoints';
import { recordDetail } from '@/lib/record-endpoints';
import { supplierSchema } from '@/lib/schemas/supplier-schemas';
import { supplierKeys } from './supplier-keys';

/** `GET Supplier/GetByContext?context=…`. */
export const useSupplier = recordDetail({ endpoint: endpoints.supplier.get, schema: supplierSchema, queryKey: supplierKeys.detail }).useRecord;
