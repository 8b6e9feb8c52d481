import type { QueryClient } from '@tanstack/react-query';
import { isWorkingOffline, subscribeConnectivity } from '@/lib/api-client/connectivity';
import { invalidateEntities } from '@/lib/query-client';
import { onOutboxSent, replayOutbox } from './outbox-replay';
import { outboxInvalidates } from './outbox-tags';

/** While working offline, how often the queue tries the server again (the device may never say it is back). */
export const OFFLINE_RETRY_MS = 15_000;

/**
 * Sends the signed-in user's queued changes now (every start), whenever the connection comes back
 * (the `online` event, or any answer from the server after it was out of reach) and, while working
 * offline, every 15 seconds; what the server takes refreshes the screens showing it. The signed-in
 * shell loads this module on demand (it is not part of the first load) and calls the answer to stop.
 */
export function startOutboxReplay(userId: string, client: QueryClient): () => void {
  const stopListening = onOutboxSent((record) => void invalidateEntities(client, outboxInvalidates[record.kind]));
  const replay = () => void replayOutbox(userId).catch(() => undefined);
  let wasOffline = isWorkingOffline();
  const stopWatching = subscribeConnectivity(() => {
    const offline = isWorkingOffline();
    if (wasOffline && !offline) replay();
    wasOffline = offline;
  });
  const timer = window.setInterval(() => {
    if (isWorkingOffline()) replay();
  }, OFFLINE_RETRY_MS);
  if (!isWorkingOffline()) replay();
  window.addEventListener('online', replay);
  return () => {
    stopListening();
    stopWatching();
    window.clearInterval(timer);
    window.removeEventListener('online', replay);
  };
}
