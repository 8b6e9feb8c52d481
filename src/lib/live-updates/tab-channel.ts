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

/** What the live updates need of a `BroadcastChannel` (a fake one in tests). */
export interface TabChannel {
  post(message: TabChangeMessage): void;
  listen(listener: (message: TabChangeMessage) => void): () => void;
  close(): void;
}

/** The browser's `BroadcastChannel`, or `null` where there is none. */
export function openTabChannel(name = TAB_CHANNEL_NAME): TabChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen(listener) {
      const handle = (event: MessageEvent<TabChangeMessage>) => listener(event.data);
      channel.addEventListener('message', handle);
      return () => channel.removeEventListener('message', handle);
    },
    close: () => channel.close(),
  };
}
