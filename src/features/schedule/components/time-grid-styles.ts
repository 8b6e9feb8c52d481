import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { MINUTES_PER_DAY, SLOT_MINUTES } from '../model/time-grid';
import { eventContentStyles, eventToneStyles } from './schedule-calendar-styles';

/** One hour of the time grid, in pixels. */
export const HOUR_PX = 48;
/** The grid's full day. */
export const DAY_PX = HOUR_PX * 24;
/** The smallest height an event is drawn with (half an hour). */
export const MIN_EVENT_PX = (HOUR_PX * SLOT_MINUTES) / 60;
export const GUTTER_PX = 64;
const RESIZE_PX = 6;

/** The share of the day's height at a minute, as a CSS percentage. */
export const percentOfDay = (minute: number) => `${(minute / MINUTES_PER_DAY) * 100}%`;

/**
 * The time grid's one stylesheet: every element has a class and no element has its own emotion
 * style, so a week of 250 events adds no CSS rules. Positions and colours are inline styles.
 * Columns: `--fl-tg-columns` of them, each at least `--fl-tg-min-column` wide.
 */
export function timeGridStyles(theme: Theme): SystemStyleObject<Theme> {
  const line = theme.palette.divider;
  const grid = `${GUTTER_PX}px repeat(var(--fl-tg-columns), minmax(var(--fl-tg-min-column), 1fr))`;
  return {
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.body2.fontSize,
    border: `1px solid ${line}`,
    borderRadius: 1,
    overflowX: 'auto',
    userSelect: 'none',
    '& .fl-tg-inner': { minWidth: 'min-content' },
    '& .fl-tg-row': { display: 'grid', gridTemplateColumns: grid, borderBottom: `1px solid ${line}`, overflowY: 'hidden', scrollbarGutter: 'stable' },
    '& .fl-tg-head': { py: 0.75, px: 0.5, fontWeight: 600, textAlign: 'center', color: theme.palette.text.primary, borderLeft: `1px solid ${line}`, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '& .fl-tg-today': { backgroundColor: alpha(theme.palette.primary.main, 0.06) },
    '& .fl-tg-gutter-label': { px: 0.5, py: 0.5, color: theme.palette.text.secondary, fontSize: theme.typography.caption.fontSize, textAlign: 'right' },
    '& .fl-tg-all-day': { display: 'flex', flexDirection: 'column', gap: '2px', p: '2px', minHeight: 28, borderLeft: `1px solid ${line}`, minWidth: 0 },
    '& .fl-tg-body': { display: 'grid', gridTemplateColumns: grid, height: 'min(640px, calc(100vh - 260px))', minHeight: 360, overflowY: 'auto', overflowX: 'hidden', scrollbarGutter: 'stable' },
    '& .fl-tg-hours': { position: 'relative', height: DAY_PX },
    '& .fl-tg-hour': { position: 'absolute', right: 6, transform: 'translateY(-50%)', color: theme.palette.text.secondary, fontSize: theme.typography.caption.fontSize, whiteSpace: 'nowrap' },
    // Hour lines, and fainter half-hour lines, drawn by the column's background: no element per slot.
    '& .fl-tg-column': {
      position: 'relative',
      height: DAY_PX,
      borderLeft: `1px solid ${line}`,
      backgroundImage: `linear-gradient(to bottom, ${line} 1px, transparent 1px), linear-gradient(to bottom, ${alpha(line, 0.45)} 1px, transparent 1px)`,
      backgroundSize: `100% ${HOUR_PX}px, 100% ${HOUR_PX / 2}px`,
      touchAction: 'pan-x pan-y',
    },
    '& .fl-tg-column.fl-tg-selectable': { cursor: 'cell' },
    '& .fl-tg-event': {
      position: 'absolute',
      boxSizing: 'border-box',
      minHeight: MIN_EVENT_PX,
      padding: '2px 4px',
      borderRadius: 1,
      overflow: 'hidden',
      cursor: 'pointer',
      display: 'block',
      lineHeight: 1.25,
    },
    // A compact event is its title, on one line.
    '& .fl-tg-compact': { fontWeight: 600, whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
    '& .fl-tg-all-day .fl-tg-event': { position: 'static', minHeight: 0, width: '100%' },
    '& .fl-tg-event[data-draggable="true"]': { cursor: 'grab' },
    '& .fl-tg-event[data-resizable="true"]:hover::after': { content: '""', position: 'absolute', left: 0, right: 0, bottom: 0, height: RESIZE_PX, cursor: 'ns-resize' },
    '& .fl-tg-event[data-dragging="true"]': { opacity: 0.45 },
    '& .fl-tg-event:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 1, zIndex: 2 },
    '& .fl-tg-label': { display: 'block', fontSize: '0.8em', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
    '& .fl-tg-ghost, & .fl-tg-selection': { position: 'absolute', left: 2, right: 2, zIndex: 3, borderRadius: 1, pointerEvents: 'none', px: 0.5, fontSize: '0.8em', fontWeight: 600 },
    '& .fl-tg-ghost': { border: `2px dashed ${theme.palette.primary.dark}`, backgroundColor: alpha(theme.palette.primary.main, 0.18), color: theme.palette.primary.dark },
    '& .fl-tg-selection': { backgroundColor: alpha(theme.palette.primary.main, 0.2), color: theme.palette.primary.dark },
    '& .fl-tg-now': { position: 'absolute', left: 0, right: 0, height: 2, zIndex: 2, pointerEvents: 'none', backgroundColor: theme.palette.error.main },
    ...eventContentStyles,
    ...eventToneStyles(theme),
  };
}

/** Where the resize handle is: the bottom few pixels of a timed appointment. */
export const RESIZE_HANDLE_PX = RESIZE_PX;
