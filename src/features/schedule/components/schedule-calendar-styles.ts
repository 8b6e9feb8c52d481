import type { CSSProperties } from 'react';
import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { statusTone, type CalendarEvent } from '../model/calendar-events';

/** The calendar in the theme's colours and type (react-big-calendar's own CSS gives the layout). */
export function calendarStyles(theme: Theme): SystemStyleObject<Theme> {
  return {
    '& .rbc-calendar': { fontFamily: theme.typography.fontFamily, fontSize: theme.typography.body2.fontSize },
    '& .rbc-header': { py: 0.75, fontWeight: 600, color: theme.palette.text.primary },
    '& .rbc-today': { backgroundColor: alpha(theme.palette.primary.main, 0.06) },
    '& .rbc-time-slot, & .rbc-label': { color: theme.palette.text.secondary },
    '& .rbc-event, & .rbc-day-slot .rbc-background-event': { borderRadius: 1, padding: '2px 4px', overflow: 'hidden' },
    // A short event's text stays inside it (white text spilling onto the grid would be unreadable).
    '& .rbc-event-content, & .rbc-addons-dnd-resizable': { overflow: 'hidden' },
    '& .rbc-event:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 1 },
    '& .rbc-show-more': { color: theme.palette.primary.dark, fontWeight: 600, background: 'none' },
    '& .rbc-off-range-bg': { backgroundColor: theme.palette.action.hover },
    '& .rbc-off-range': { color: theme.palette.text.secondary },
    '& .rbc-button-link': { color: theme.palette.text.primary },
    '& .rbc-current-time-indicator': { backgroundColor: theme.palette.error.main },
    // The events' own content (schedule-event-content.tsx).
    '& .fl-event': { display: 'grid', minWidth: 0, lineHeight: 1.25 },
    '& .fl-event-line': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', opacity: 0.92 },
    '& .fl-event-title': { fontWeight: 600, opacity: 1 },
    '& .fl-event-warning': { marginRight: 4 },
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

/** An event's colours: appointments by status, tasks outlined, weather in sky blue, conflicts ringed in red. */
export function eventStyle(theme: Theme, event: CalendarEvent): CSSProperties {
  const { item } = event;
  if (item.kind === 'weather') {
    return { backgroundColor: '#e1f0fb', color: '#0b3d5c', border: '1px solid #7fb8de' };
  }
  if (item.kind === 'task') {
    const done = item.task.status === 'Complete';
    return { backgroundColor: theme.palette.background.paper, color: theme.palette.text.primary, border: `1px dashed ${theme.palette.text.secondary}`, opacity: done ? 0.75 : 1 };
  }
  const colour = toneColours(theme)[statusTone(item.appointment)];
  return {
    backgroundColor: colour,
    color: '#fff',
    border: item.conflicts.length > 0 ? `3px solid ${theme.palette.error.main}` : `1px solid ${colour}`,
    boxShadow: item.conflicts.length > 0 ? `0 0 0 2px ${theme.palette.background.paper}` : undefined,
  };
}
