import { entityKeys } from '@/lib/query-keys';

const keys = entityKeys('my-day');

export const myDayKeys = { ...keys, day: (userId: string, date: string) => keys.key('day', userId, date) };
