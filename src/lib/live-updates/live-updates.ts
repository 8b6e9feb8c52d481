import type { QueryClient } from '@tanstack/react-query';
import { invalidateEntities, spareDeletedRecord } from '../query-client';
import type { EntityTag } from '../query-keys';
import { createBatcher, BATCH_MS } from './change-batch';
import type { ChangeEvent } from './change-event';
import { tagsOfChange, tagsOfChanges } from './change-invalidation';
import { onLocalChange } from './local-changes';
import { noteRemoteChange } from './remote-changes';
import type { TabChangeMessage, TabChannel } from './tab-channel';

/** What a change stream tells the live updates. */
export interface ChangeStreamHandlers {
  onEvent: (event: ChangeEvent) => void;
  /** The stream missed more than the server kept. */
  onReset: () => void;
  /** This tab's session: its own changes come back on the stream and are not news. */
  onSession: (session: string) => void;
}

export interface LiveUpdatesOptions {
  client: QueryClient;
  /** The signed-in user's name, told with this tab's changes. */
  userName: () => string;
  /** The other tabs of this browser (`null`: no BroadcastChannel). */
  channel: TabChannel | null;
  /** Opens the stream of other sessions' changes (the server's, or the demo's in-page feed). */
  connect: (handlers: ChangeStreamHandlers) => { close: () => void };
  /** Demo: waits until this tab's writes are stored, where the other tabs read them. */
  beforeTelling?: () => Promise<void>;
  /** Demo: waits until other tabs' writes are in this tab's store. */
  beforeRefreshing?: () => Promise<void>;
  tabId?: string;
  batchMs?: number;
  now?: () => Date;
}

/** The saved record in a mutation's answer: its context and version, when it has them. */
function savedRecordOf(data: unknown): TabChangeMessage['record'] {
  if (!data || typeof data !== 'object') return undefined;
  const { context, version } = data as { context?: unknown; version?: unknown };
  if (typeof context !== 'string') return undefined;
  return typeof version === 'number' ? { context, version } : { context };
}

/**
 * Live updates (issue 20): this tab's successful changes are told to the other tabs (BroadcastChannel),
 * and the other tabs' and other sessions' changes refresh what they touch here, batched (`BATCH_MS`):
 * the lists of the entity refetch their rows, an open record refetches (its editor compares versions
 * and names who changed it, `remote-changes.ts`). A `reset` refreshes everything. Returns `stop`.
 */
export function runLiveUpdates(options: LiveUpdatesOptions): () => void {
  const { client, channel } = options;
  const tab = options.tabId ?? Math.random().toString(36).slice(2);
  const now = options.now ?? (() => new Date());
  let session = '';
  const deleted: [EntityTag, string][] = [];

  const batch = createBatcher<EntityTag>((tags) => {
    const refresh = () => {
      // A record deleted elsewhere is not refetched (it would answer 404); its lists are.
      deleted.splice(0).forEach(([tag, context]) => spareDeletedRecord(client, tag, context));
      void invalidateEntities(client, tags);
    };
    if (options.beforeRefreshing) void options.beforeRefreshing().then(refresh, refresh);
    else refresh();
  }, options.batchMs ?? BATCH_MS);

  const heard = (tags: EntityTag[], record: TabChangeMessage['record'], by: string, at: string) => {
    if (record?.context) noteRemoteChange({ ...record, by, at });
    batch.add(tags);
  };

  const stopLocal = onLocalChange(({ tags, data }) => {
    if (!channel || tags.length === 0) return;
    const message: TabChangeMessage = { tab, tags: tags as EntityTag[], record: savedRecordOf(data), by: options.userName(), at: now().toISOString() };
    if (options.beforeTelling) void options.beforeTelling().then(() => channel.post(message));
    else channel.post(message);
  });

  const stopTabs = channel?.listen((message) => {
    if (message.tab === tab) return;
    heard(tagsOfChanges(message.tags), message.record, message.by, message.at);
  });

  const stream = options.connect({
    onSession: (current) => {
      session = current;
    },
    onEvent: (event) => {
      // This session's own changes: this tab's are in its cache already, its other tabs hear them on the channel.
      if (session && event.session === session) return;
      if (event.action === 'deleted' && event.context) deleted.push([event.entity, event.context]);
      heard(tagsOfChange(event.entity), event.context ? { context: event.context, version: event.version } : undefined, event.by.name, event.at);
    },
    onReset: () => void client.invalidateQueries(),
  });

  return () => {
    stopLocal();
    stopTabs?.();
    stream.close();
  };
}
