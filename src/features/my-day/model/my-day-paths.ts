/** The technician's day: `my-day` (`?date=`), a visit, and the queue of changes waiting to be sent. */
export const myDayPaths = {
  day: (date?: string) => (date ? `/my-day?date=${date}` : '/my-day'),
  visit: (context: string, date: string) => `/my-day/visit/${encodeURIComponent(context)}?date=${date}`,
  queue: '/my-day/queue',
} as const;
