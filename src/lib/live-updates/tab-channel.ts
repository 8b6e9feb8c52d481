import type { EntityTag } from '../query-keys';

/** The channel the tabs of this browser tell each other their changes on. */
export const TAB_CHANNEL_NAME = 'fieldline-changes';

/** One tab's successful change, told to the others. */
export interface TabChangeMessage {
  /** The tab that made it (a tab ignores its own messages). */
  tab: string;
  tags: EntityTag[];
  /** The saved record, when the change answered one. */
  record?: { context: string; version?: number };
  /** Who made it. */
  by: string;
  at: string;
}

/** What the live updates need of a `BroadcastChannel` of messages `T` (a fake one in tests). */
export interface TypedChannel<T> {
  post(message: T): void;
  listen(listener: (message: T) => void): () => void;
  close(): void;
}

/** The tabs' change channel. */
export type TabChannel = TypedChannel<TabChangeMessage>;

/** A `BroadcastChannel` of messages `T`, or `null` where there is none. */
export function openTypedChannel<T>(name: string): TypedChannel<T> | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen(listener) {
      const handle = (event: MessageEvent<T>) => listener(event.data);
      channel.addEventListener('message', handle);
      return () => channel.removeEventListener('message', handle);
    },
    close: () => channel.close(),
  };
}

/** The browser's `BroadcastChannel` of the tabs' changes, or `null` where there is none. */
export function openTabChannel(name = TAB_CHANNEL_NAME): TabChannel | null {
  return openTypedChannel<TabChangeMessage>(name);
}
