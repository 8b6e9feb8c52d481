import { useState } from 'react';
import type { CustomerRecord, DuplicateMatch } from '@/lib/schemas/customer-schemas';
import type { CustomerCreateRequest } from '@/lib/schemas/customer-request-schemas';
import { useCreateCustomer } from '../api/create-customer';
import { useFindDuplicateCustomers } from '../api/find-duplicate-customers';
import { duplicateCheckRequest } from '../model/customer-form';

export type CheckedCreateOutcome = { kind: 'created'; customer: CustomerRecord } | { kind: 'duplicates' } | { kind: 'failed' };

export interface CheckedCustomerCreate {
  create: (request: CustomerCreateRequest) => Promise<CheckedCreateOutcome>;
  createAnyway: () => Promise<CheckedCreateOutcome>;
  dismiss: () => void;
  /** The possible duplicates waiting for the user's choice; `null` when the dialog is closed. */
  matches: DuplicateMatch[] | null;
  checking: boolean;
  creating: boolean;
}

/**
 * Creating a customer without silent duplicates: `create` first asks the server for customers with
 * the same name, telephone number or email address. None: the customer is created. Some: they are
 * kept in `matches` for the Possible Duplicate Customer dialog, whose Create Anyway calls
 * `createAnyway` (the request is sent with `ignoreDuplicates`) and Cancel calls `dismiss`.
 * Failures have been shown by the API client; the outcome says `failed`.
 */
export function useCheckedCustomerCreate(): CheckedCustomerCreate {
  const createCustomer = useCreateCustomer();
  const findDuplicates = useFindDuplicateCustomers();
  const [pending, setPending] = useState<{ request: CustomerCreateRequest; matches: DuplicateMatch[] } | null>(null);

  const create = async (request: CustomerCreateRequest): Promise<CheckedCreateOutcome> => {
    let matches: DuplicateMatch[];
    try {
      matches = await findDuplicates.mutateAsync(duplicateCheckRequest(request));
    } catch {
      return { kind: 'failed' };
    }
    if (matches.length > 0) {
      setPending({ request, matches });
      return { kind: 'duplicates' };
    }
    try {
      return { kind: 'created', customer: await createCustomer.mutateAsync(request) };
    } catch {
      return { kind: 'failed' };
    }
  };

  const createAnyway = async (): Promise<CheckedCreateOutcome> => {
    if (!pending) return { kind: 'failed' };
    try {
      const customer = await createCustomer.mutateAsync({ ...pending.request, ignoreDuplicates: true });
      setPending(null);
      return { kind: 'created', customer };
    } catch {
      setPending(null);
      return { kind: 'failed' };
    }
  };

  return {
    create,
    createAnyway,
    dismiss: () => setPending(null),
    matches: pending?.matches ?? null,
    checking: findDuplicates.isPending,
    creating: createCustomer.isPending,
  };
}
