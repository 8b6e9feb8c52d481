/** The timesheet feature's public surface: the timer every job and task view uses, and the timesheet routes. */
export { TimerButton } from './components/timer-button';
export type { TimerTarget } from './model/timer-target';
export { useActiveTimer, activeTimerQueryOptions } from './api/timer';
export { timesheetKeys } from './api/timesheet-keys';
export { timerToasts } from './model/timesheet-messages';
export { timesheetRoutes } from './routes';
export { RunningTimerIndicator } from './components/running-timer-indicator';
export { useElapsed } from './components/use-elapsed';
export { runningLabel } from './model/timer-target';
