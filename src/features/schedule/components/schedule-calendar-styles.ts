import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { statusTone, type CalendarEvent } from '../model/calendar-events';

/** What an event shows (schedule-event-content.tsx): the same in the time grid and the month. */
export const eventContentStyles: SystemStyleObject<Theme> = {
  '& .fl-event': { display: 'grid', minWidth: 0, lineHeight: 1.25 },
  '& .fl-event-line': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', opacity: 0.92 },
  '& .fl-event-title': { fontWeight: 600, opacity: 1 },
  '& .fl-event-warning': { marginRight: 4 },
};

/** The month in the theme's colours and type (react-big-calendar's own CSS gives the layout). */
export function calendarStyles(theme: Theme): SystemStyleObject<Theme> {
  return {
    '& .rbc-calendar': { fontFamily: theme.typography.fontFamily, fontSize: theme.typography.body2.fontSize },
    '& .rbc-header': { py: 0.75, fontWeight: 600, color: theme.palette.text.primary },
    '& .rbc-today': { backgroundColor: alpha(theme.palette.primary.main, 0.06) },
    '& .rbc-event': { borderRadius: 1, padding: '2px 4px', overflow: 'hidden' },
    // An event's text stays inside it (white text spilling onto the grid would be unreadable).
    '& .rbc-event-content': { overflow: 'hidden' },
    '& .rbc-event:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 1 },
    '& .rbc-show-more': { color: theme.palette.primary.dark, fontWeight: 600, background: 'none' },
    '& .rbc-off-range-bg': { backgroundColor: theme.palette.action.hover },
    '& .rbc-off-range': { color: theme.palette.text.secondary },
    '& .rbc-button-link': { color: theme.palette.text.primary },
    ...eventContentStyles,
    ...eventToneStyles(theme),
  };
}

const toneColours = (theme: Theme) => ({
  primary: theme.palette.primary.dark,
  success: theme.palette.success.dark,
  warning: '#8a4b00',
  info: theme.palette.info.dark,
  neutral: theme.palette.grey[700],
  error: theme.palette.error.dark,
});

/** An event's colour class: appointments by status, tasks outlined, weather in sky blue; conflicts ringed in red. */
export function eventClassName(event: CalendarEvent): string {
  const { item } = event;
  if (item.kind === 'weather') return 'fl-tone-weather';
  if (item.kind === 'task') return item.task.status === 'Complete' ? 'fl-tone-task fl-tone-done' : 'fl-tone-task';
  return item.conflicts.length > 0 ? `fl-tone-${statusTone(item.appointment)} fl-tone-conflict` : `fl-tone-${statusTone(item.appointment)}`;
}

/**
 * The colour classes' rules (`eventClassName`), written once with the calendar's stylesheet: an
 * event carries a class, not its own inline colours (a busy week draws 250 of them).
 */
export function eventToneStyles(theme: Theme): SystemStyleObject<Theme> {
  const tones = Object.entries(toneColours(theme)).map(([tone, colour]) => [`& .fl-tone-${tone}`, { backgroundColor: colour, color: '#fff', border: `1px solid ${colour}` }]);
  return {
    ...Object.fromEntries(tones),
    '& .fl-tone-weather': { backgroundColor: '#e1f0fb', color: '#0b3d5c', border: '1px solid #7fb8de' },
    '& .fl-tone-task': { backgroundColor: theme.palette.background.paper, color: theme.palette.text.primary, border: `1px dashed ${theme.palette.text.secondary}` },
    '& .fl-tone-done': { opacity: 0.75 },
    '& .fl-tone-conflict': { border: `3px solid ${theme.palette.error.main}`, boxShadow: `0 0 0 2px ${theme.palette.background.paper}` },
  };
}
