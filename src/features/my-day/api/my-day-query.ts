import axios from 'axios';
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { markServerUnreachable } from '@/lib/api-client/connectivity';
import { readDeviceSnapshot, saveDeviceSnapshot } from '@/lib/offline/device-snapshots';
import { myDayResponseSchema, type MyDay } from '@/lib/schemas/visit-schemas';
import { myDayKeys } from './my-day-keys';

/** How often a day shown from the device asks the server again. */
export const DEVICE_COPY_RETRY_MS = 15_000;

export interface LoadedDay {
  day: MyDay;
  /** Where it came from: the server, or the copy saved on this device (no network). */
  source: 'server' | 'device';
  /** When the device's copy was saved (`null` from the server). */
  savedAt: string | null;
}

/** No network and no copy of this day on the device. */
export class DayNotOnDeviceError extends Error {
  constructor() {
    super('This day is not saved on this device.');
    this.name = 'DayNotOnDeviceError';
  }
}

function snapshotKey(date: string): string {
  return `my-day:${date}`;
}

/** No answer at all (no network, the request aborted): the device's copy is the next best thing. */
function isNoResponse(error: unknown): boolean {
  return axios.isAxiosError(error) && !error.response && error.code !== 'ERR_CANCELED';
}

/**
 * `GET MyDay/Get?date=`: the day from the server, saved on the device as it arrives; with no network,
 * the copy saved last time. Failures other than no network are the caller's to show.
 */
export async function loadMyDay(userId: string, date: string): Promise<LoadedDay> {
  try {
    const response = await api.get(endpoints.myDay.get, { params: { date }, meta: { handledStatuses: true } });
    const day = myDayResponseSchema.parse(response.data);
    await saveDeviceSnapshot(snapshotKey(date), userId, day).catch(() => undefined);
    return { day, source: 'server', savedAt: null };
  } catch (error) {
    if (!isNoResponse(error)) throw error;
    markServerUnreachable();
    const saved = await readDeviceSnapshot(snapshotKey(date), userId);
    const parsed = saved ? myDayResponseSchema.safeParse(saved.data) : null;
    if (!saved || !parsed?.success) throw new DayNotOnDeviceError();
    return { day: parsed.data, source: 'device', savedAt: saved.savedAt };
  }
}

/** The day's query: runs with or without a network (the device's copy answers offline). */
export function useMyDay(userId: string, date: string) {
  return useQuery({
    queryKey: myDayKeys.day(userId, date),
    queryFn: () => loadMyDay(userId, date),
    networkMode: 'always',
    staleTime: 15_000,
    // Shown from the device: ask the server again now and then, so the day (and the banner) come back by themselves.
    refetchInterval: (query) => (query.state.data?.source === 'device' || query.state.error instanceof DayNotOnDeviceError ? DEVICE_COPY_RETRY_MS : false),
    throwOnError: false,
  });
}
