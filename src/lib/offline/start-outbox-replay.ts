import type { QueryClient } from '@tanstack/react-query';
import { invalidateEntities } from '@/lib/query-client';
import { isDeviceOnline } from './online-status';
import { onOutboxSent, replayOutbox } from './outbox-replay';
import { outboxInvalidates } from './outbox-tags';

/**
 * Sends the signed-in user's queued changes now (every start) and whenever the connection comes back
 * (the `online` event); what the server takes refreshes the screens showing it. The signed-in shell
 * loads this module on demand (it is not part of the first load) and calls the answer to stop.
 */
export function startOutboxReplay(userId: string, client: QueryClient): () => void {
  const stopListening = onOutboxSent((record) => void invalidateEntities(client, outboxInvalidates[record.kind]));
  const replay = () => {
    if (isDeviceOnline()) void replayOutbox(userId).catch(() => undefined);
  };
  replay();
  window.addEventListener('online', replay);
  return () => {
    stopListening();
    window.removeEventListener('online', replay);
  };
}
