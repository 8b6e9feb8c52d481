import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatTime } from '@/lib/format';
import { DayNotOnDeviceError } from '../api/my-day-query';
import { useVisibleDay } from '../api/use-visible-day';
import { dayFromParam } from '../model/my-day-date';
import { myDayText } from '../model/my-day-messages';
import { DayNavigation } from './day-navigation';
import { MyDayTasks } from './my-day-tasks';
import { MyDayTimer } from './my-day-timer';
import { OfflineBanner } from './offline-banner';
import { OutboxLink } from './outbox-link';
import { PullToRefresh } from './pull-to-refresh';
import { VisitCard } from './visit-card';

/**
 * My Day (issue 17): the signed-in technician's visits of a day in time order, then the tasks due
 * that day, with the running timer on top. Saved on the device as it loads, so it opens offline.
 */
export default function MyDayPage() {
  const [params, setParams] = useSearchParams();
  const date = dayFromParam(params.get('date'));
  const { query, day, userId, loaded } = useVisibleDay(date);
  const refresh = () => void query.refetch();
  const setDate = (next: string) => setParams((current) => {
    const updated = new URLSearchParams(current);
    updated.set('date', next);
    return updated;
  }, { replace: true });

  let body;
  if (day) {
    body = (
      <>
        {loaded?.source === 'device' && loaded.savedAt ? <Alert severity="info">{myDayText.savedCopy(formatTime(loaded.savedAt))}</Alert> : null}
        <Box component="section" aria-labelledby="my-day-visits" sx={{ display: 'grid', gap: 1.5 }}>
          <Typography id="my-day-visits" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {myDayText.visitsHeading}
          </Typography>
          {day.visits.length ? (
            <Box component="ul" aria-label={myDayText.visitsHeading} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {day.visits.map((visit) => (
                <VisitCard key={visit.context} visit={visit} date={date} />
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">{myDayText.noVisits}</Typography>
          )}
        </Box>
        <Box component="section" aria-labelledby="my-day-tasks" sx={{ display: 'grid', gap: 1.5 }}>
          <Typography id="my-day-tasks" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {myDayText.tasksHeading}
          </Typography>
          <MyDayTasks tasks={day.tasks} userId={userId} />
        </Box>
      </>
    );
  } else if (query.isError) {
    body = <Alert severity={query.error instanceof DayNotOnDeviceError ? 'warning' : 'error'}>{query.error instanceof DayNotOnDeviceError ? myDayText.notOnDevice : query.error.message}</Alert>;
  } else {
    body = <LinearProgress aria-label="Loading My Day" />;
  }

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, maxWidth: 760 }}>
      <OfflineBanner />
      <OutboxLink />
      <MyDayTimer visits={day?.visits ?? []} />
      <DayNavigation date={date} onDate={setDate} onRefresh={refresh} refreshing={query.isFetching} />
      <PullToRefresh onRefresh={refresh} refreshing={query.isFetching && !query.isPending}>
        {body}
      </PullToRefresh>
    </Box>
  );
}
