import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { statusTone } from '@/components/status-tones';
import { formatDate, formatTime } from '@/lib/format';
import { useCellStyles } from './cell-styles';

/*
 * Light parts for what a list draws many times (every row of a table, every phone card): plain
 * elements with the classes of `cell-styles.ts`, looking like MUI's body2 Typography, Link, small
 * Chip, small Checkbox and IconButton. A MUI component costs a styled render per instance (style
 * serialisation and hashing); a row of them made a new search's page of 25 job rows take about
 * 200 ms at 4x CPU throttle. Roles and names are the native elements' own.
 */
const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export interface CellTextProps {
  children: ReactNode;
  /** Secondary (grey) or warning text. */
  tone?: 'secondary' | 'warning' | undefined;
  strong?: boolean | undefined;
  nowrap?: boolean | undefined;
  /** Long words (names, emails) break anywhere instead of widening the column. */
  anywhere?: boolean | undefined;
  /** The smaller caption size. */
  caption?: boolean | undefined;
  /** `div` (a line of its own, the default), `span` or `li`. */
  as?: 'div' | 'span' | 'li';
}

/** A line of body text (MUI's body2). */
export function CellText({ children, tone, strong, nowrap, anywhere, caption, as: Element = 'div' }: CellTextProps) {
  useCellStyles();
  return <Element className={classes('fl-text', tone && `fl-${tone}`, strong && 'fl-strong', nowrap && 'fl-nowrap', anywhere && 'fl-anywhere', caption && 'fl-caption')}>{children}</Element>;
}

/** A date-time as two lines: the date, and the time in grey under it. */
export function DateTimeLines({ value }: { value: string }) {
  return (
    <>
      <CellText>{formatDate(value)}</CellText>
      <CellText tone="secondary">{formatTime(value)}</CellText>
    </>
  );
}

/** Lines stacked with a small gap (`loose`: a larger one), each as wide as its text. */
export function CellLines({ children, loose, list }: { children: ReactNode; loose?: boolean; list?: boolean }) {
  useCellStyles();
  const className = classes('fl-lines', loose && 'fl-gap');
  return list ? <ul className={className}>{children}</ul> : <div className={className}>{children}</div>;
}

/** Items on one line (a name and its badge), wrapping when narrow. */
export function CellInline({ children }: { children: ReactNode }) {
  useCellStyles();
  return <div className="fl-inline">{children}</div>;
}

/** A link to an address of the app (MUI's Link look: underlined, primary colour; finger-sized on phones). */
export function CellLink({ to, children, strong, anywhere }: { to: string; children: ReactNode; strong?: boolean; anywhere?: boolean }) {
  useCellStyles();
  return (
    <RouterLink to={to} className={classes('fl-link', strong && 'fl-strong', anywhere && 'fl-anywhere')}>
      {children}
    </RouterLink>
  );
}

export type TagTone = 'default' | 'secondary' | 'success';

/** A small outlined chip with a label (RECURRING, Inactive); `filled` success for Paid; `short`: 20 px high. */
export function CellTag({ label, tone = 'default', strong = true, short }: { label: string; tone?: TagTone; strong?: boolean; short?: boolean }) {
  useCellStyles();
  return (
    <span className={classes('fl-chip', strong && 'fl-strong', short && 'fl-short', tone === 'secondary' && 'fl-secondary', tone === 'success' && 'fl-filled-success')}>
      <span>{label}</span>
    </span>
  );
}

/** The Inactive badge of a record in a list row or card (MUI's InactiveBadge elsewhere). */
export function InactiveTag() {
  return <CellTag label="Inactive" short />;
}

/** A status as StatusChip shows it (a small outlined chip whose border and dot carry its tone; the text keeps the body colour). */
export function StatusTag({ status }: { status: string }) {
  useCellStyles();
  return (
    <span className={`fl-chip fl-status fl-tone-${statusTone(status)}`}>
      <span>{status}</span>
    </span>
  );
}

const CHECKBOX_PATHS = {
  blank: 'M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2',
  checked: 'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2m-9 14-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
  indeterminate: 'M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-2 10H7v-2h10z',
} as const;

export interface CellCheckboxProps {
  checked: boolean;
  indeterminate?: boolean;
  onChange: () => void;
  /** The box's accessible name. */
  label: string;
}

/** A tick box that looks like MUI's small Checkbox (a native checkbox under the icon takes the clicks and the keys). */
export function CellCheckbox({ checked, indeterminate = false, onChange, label }: CellCheckboxProps) {
  useCellStyles();
  const path = indeterminate ? CHECKBOX_PATHS.indeterminate : checked ? CHECKBOX_PATHS.checked : CHECKBOX_PATHS.blank;
  return (
    <span className={classes('fl-check', (checked || indeterminate) && 'fl-checked')}>
      <input
        type="checkbox"
        checked={checked}
        aria-label={label}
        ref={(input) => {
          if (input) input.indeterminate = indeterminate;
        }}
        onChange={onChange}
      />
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={path} />
      </svg>
    </span>
  );
}

const MORE_VERT_PATH = 'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';

export interface RowMenuButtonProps {
  /** "Actions for …". */
  label: string;
  /** The menu's id while it is open. */
  menuId: string | undefined;
  onOpen: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** A row's ⋮ button opening its action menu (MUI's IconButton look, 44 px on phones). */
export function RowMenuButton({ label, menuId, onOpen }: RowMenuButtonProps) {
  useCellStyles();
  return (
    <button type="button" className="fl-icon-button" aria-label={label} aria-haspopup="menu" aria-controls={menuId} aria-expanded={menuId ? 'true' : undefined} onClick={onOpen}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={MORE_VERT_PATH} />
      </svg>
    </button>
  );
}
