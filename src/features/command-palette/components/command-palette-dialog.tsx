import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import Dialog from '@mui/material/Dialog';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useStableCallback } from '@/components/use-stable-callback';
import { visuallyHidden } from '@/components/visually-hidden';
import { useUserState } from '@/lib/auth/use-session';
import { can } from '@/lib/permissions';
import { recentKey, searchableKinds } from '@/lib/schemas/global-search-schemas';
import { useGlobalSearch } from '../api/global-search';
import { PALETTE_TITLE } from '../model/palette-title';
import { NEW_JOB_RULE, newJobTerm, paletteActions, type PaletteNavigation } from '../model/palette-actions';
import { paletteOptions, type PaletteOption } from '../model/palette-options';
import { readRecent, rememberRecent } from '../model/recent-records';
import type { PaletteRecord } from '../model/record-routes';
import { PaletteBox } from './command-palette-box';

export interface CommandPaletteDialogProps {
  open: boolean;
  onClose: () => void;
  navigation: PaletteNavigation;
  /** Where the focus goes on closing when it had no place to go back to (the palette opened from the page itself). */
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * Hands the router's `navigate` to the palette. `useNavigate` re-renders its component on every
 * navigation (it reads the route context), and the palette stays mounted on every page: only this
 * empty component re-renders, not the dialog and its Autocomplete.
 */
function NavigateBridge({ targetRef }: { targetRef: RefObject<NavigateFunction | null> }) {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    targetRef.current = navigate;
  });
  return null;
}

const NO_RECENT: readonly PaletteRecord[] = [];
const sameRecords = (a: readonly PaletteRecord[], b: readonly PaletteRecord[]) =>
  a.length === b.length && a.every((record, index) => record.kind === b[index]!.kind && record.context === b[index]!.context && record.title === b[index]!.title && record.detail === b[index]!.detail);

/**
 * The recent records, read again at each opening (the dialog stays mounted between openings) and
 * kept as the same array while they are the same: an opening then re-renders the box and its list
 * only when there is something new to show.
 */
function useRecentOnOpen(open: boolean, username: string): readonly PaletteRecord[] {
  const [recent, setRecent] = useState(NO_RECENT);
  const [seenOpen, setSeenOpen] = useState(false);
  if (open !== seenOpen) {
    setSeenOpen(open);
    if (open) {
      const read = readRecent(username);
      if (!sameRecords(read, recent)) setRecent(read);
    }
  }
  return recent;
}

/**
 * The palette appears and goes at once, as a command palette does: no fade, so opening it does
 * not lay the page out to start one (MUI's Fade forces a layout as it enters).
 */
const instantMotion = (outer: Theme): Theme => ({ ...outer, motion: { ...outer.motion, reducedMotion: 'always' } });

/**
 * The command palette (issue 20): one box that finds records through `GlobalSearch/Search` and the
 * actions of the user's menus and permissions, ranked together; recent records when empty. Arrows
 * move, Enter opens, Escape closes.
 */
export function CommandPaletteDialog({ open, onClose, navigation, fallbackFocus }: CommandPaletteDialogProps) {
  const user = useUserState();
  const navigateRef = useRef<NavigateFunction | null>(null);
  const titleId = useId();
  const [input, setInput] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  // Read at each opening: the dialog stays mounted between openings.
  const recent = useRecentOnOpen(open, user.username);
  // Every keystroke searches at once (no pause): the server answers 20 rows in a few ms, and a search
  // a newer keystroke replaces is aborted (the query's signal), so only the last one is drawn.
  const term = input;
  const canAddJob = can(user, NEW_JOB_RULE);
  const kinds = useMemo(() => searchableKinds(user.permissions), [user.permissions]);
  const allowedRecent = useMemo(() => recent.filter((record) => kinds.includes(record.kind)), [recent, kinds]);
  const actions = useMemo(() => paletteActions(user, navigation), [user, navigation]);
  const customerTerm = canAddJob ? newJobTerm(term) : null;
  const request = {
    searchTerm: (customerTerm ?? term).trim(),
    recent: allowedRecent.map((record) => recentKey(record.kind, record.context)),
    kinds: customerTerm === null ? [] : ['customer' as const],
  };
  const search = useGlobalSearch(request, open && request.searchTerm !== '');
  const results = input.trim() === '' ? null : search.data?.results;
  const options = useMemo(
    () => paletteOptions({ input, results: results ?? [], actions, recent: allowedRecent, canAddJob }),
    [input, results, actions, allowedRecent, canAddJob],
  );

  // At once when the dialog was mounted hidden; else as it enters (its portal mounts after this effect).
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // The box gets stable callbacks (it is memoised); they read the latest props and state.
  const handleClose = useStableCallback(() => {
    setInput('');
    onClose();
    // The focus trap gives the focus back to what had it before; opened while nothing had it, the
    // focus would stay in the hidden box: the fallback (the Quick Find button) takes it.
    window.requestAnimationFrame(() => {
      if (document.activeElement === inputRef.current) fallbackFocus?.()?.focus();
    });
  });
  const handleChoose = useStableCallback((option: PaletteOption | null) => {
    if (!option) return;
    if (option.fill !== null) {
      setInput(option.fill);
      return;
    }
    if (option.record) rememberRecent(user.username, option.record);
    handleClose();
    if (option.route) void navigateRef.current?.(option.route);
  });

  return (
    <ThemeProvider theme={instantMotion}>
      <Dialog
        open={open}
        onClose={handleClose}
        // Mounted hidden once its chunk has loaded, so opening it shows it at once; a dialog only while open.
        keepMounted
        // The box takes the focus itself (the effect above): the focus trap moving it to the dialog
        // first would lay the page out once more on every opening.
        disableAutoFocus
        // The page does not scroll behind a palette that covers it; locking the scroll would lay the whole page out again on every opening.
        disableScrollLock
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
        slotProps={{ transition: { onEntering: () => inputRef.current?.focus() }, paper: { role: open ? 'dialog' : 'presentation', sx: { mt: { xs: 2, sm: '10vh' }, mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } } } }}
      >
        <NavigateBridge targetRef={navigateRef} />
        <Typography id={titleId} component="h2" sx={visuallyHidden}>
          {PALETTE_TITLE}
        </Typography>
        <PaletteBox
          input={input}
          onInput={setInput}
          options={options}
          onChoose={handleChoose}
          onEscape={handleClose}
          inputRef={inputRef}
          searching={search.isFetching}
          resultsFor={search.data && !search.isPlaceholderData ? request.searchTerm : ''}
        />
      </Dialog>
    </ThemeProvider>
  );
}
