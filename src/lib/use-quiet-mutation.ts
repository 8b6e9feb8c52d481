import { useEffect, useState } from 'react';
import { MutationObserver, useQueryClient, type DefaultError, type MutationObserverOptions } from '@tanstack/react-query';

/**
 * `useMutation` for a caller that only awaits the answer: its `mutateAsync`, without subscribing the
 * component to the mutation's state. `useMutation` renders its component when the mutation starts
 * and again when it ends; an editor page that holds the save renders every section twice around each
 * save for a pending state it does not show (the form shows its own submitting state). The mutation
 * cache's callbacks run as for `useMutation` (`meta.invalidates`, live updates, errors).
 */
export function useQuietMutation<TData, TVariables>(options: MutationObserverOptions<TData, DefaultError, TVariables>) {
  const client = useQueryClient();
  const [observer] = useState(() => new MutationObserver<TData, DefaultError, TVariables>(client, options));
  useEffect(() => {
    observer.setOptions(options);
  }, [observer, options]);
  const [mutateAsync] = useState(() => (variables: TVariables) => observer.mutate(variables));
  return { mutateAsync };
}
