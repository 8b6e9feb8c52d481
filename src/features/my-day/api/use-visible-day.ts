import { useUserState } from '@/lib/auth/use-session';
import { useOutbox } from '@/lib/offline/outbox';
import { applyOutbox } from '../model/apply-outbox';
import { useMyDay } from './my-day-query';

/**
 * The day as the technician sees it: loaded from the server (or the device, offline) with the changes
 * still waiting in the outbox applied on top.
 */
export function useVisibleDay(date: string) {
  const user = useUserState();
  const userId = user.username;
  const query = useMyDay(userId, date);
  const records = useOutbox(userId);
  const author = `${user.name.first} ${user.name.last}`.trim();
  const day = query.data ? applyOutbox(query.data.day, records, author) : undefined;
  return { query, day, records, userId, loaded: query.data };
}
