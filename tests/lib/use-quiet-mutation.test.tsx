import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onLocalChange } from '@/lib/live-updates/local-changes';
import { createQueryClient } from '@/lib/query-client';
import { useQuietMutation } from '@/lib/use-quiet-mutation';

describe('useQuietMutation', () => {
  it('answers what the mutation answers and runs the cache’s callbacks, without rendering its component', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['job', 'detail', 'J1'], queryFn: () => 'before' });
    const told: unknown[] = [];
    const stop = onLocalChange((change) => told.push(change.tags));
    let renders = 0;
    let save: ((name: string) => Promise<string>) | undefined;
    const saved: string[] = [];
    function Editor() {
      renders += 1;
      const { mutateAsync } = useQuietMutation({
        mutationFn: (name: string) => Promise.resolve(`saved ${name}`),
        meta: { invalidates: ['job'] },
        onSuccess: (answer: string) => void saved.push(answer),
      });
      save = mutateAsync;
      return <p>Editor</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Editor />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Editor')).toBeInTheDocument();
    const first = save;

    let answer = '';
    await act(async () => {
      answer = await save!('Boiler');
    });

    expect(answer).toBe('saved Boiler');
    expect(saved).toEqual(['saved Boiler']);
    // The mutation cache marked the declared entity stale and told the other tabs.
    expect(client.getQueryCache().find({ queryKey: ['job', 'detail', 'J1'] })?.state.isInvalidated).toBe(true);
    expect(told).toEqual([['job']]);
    expect(renders).toBe(1);
    expect(save).toBe(first);
    stop();
  });

  it('rejects with the mutation’s error', async () => {
    const client = createQueryClient();
    let save: ((variables: void) => Promise<void>) | undefined;
    function Editor() {
      save = useQuietMutation<void, void>({ mutationFn: () => Promise.reject(new Error('Refused')), meta: { errorsShownByCaller: true } }).mutateAsync;
      return null;
    }
    render(
      <QueryClientProvider client={client}>
        <Editor />
      </QueryClientProvider>,
    );
    await act(async () => {
      await expect(save!()).rejects.toThrow('Refused');
    });
  });
});
