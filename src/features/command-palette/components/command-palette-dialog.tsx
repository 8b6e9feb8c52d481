import { useEffect, useId, useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
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

const NOTHING_FOUND = 'Nothing found.';
const EMPTY_HINT = 'Type to find customers, jobs, intake, documents, pricebook items and actions.';

export interface CommandPaletteDialogProps {
  open: boolean;
  onClose: () => void;
  navigation: PaletteNavigation;
}

/** The result list in place under the box (not a floating popup): the dialog is the popup. */
function InlinePopper(props: { children?: ReactNode | ((...args: never[]) => ReactNode); className?: string; style?: object; open?: boolean }) {
  // Inline `position`: the Autocomplete's own rule places a popper without a portal absolutely.
  return typeof props.children === 'function' ? null : (
    <Box className={props.className} style={{ position: 'static' }}>
      {props.children}
    </Box>
  );
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
 * A result row: plain elements styled once by the list's `sx` (`rowStyles`), not a styled component
 * per line: twenty rows are drawn after each search, and at 4x CPU each MUI `sx` costs.
 */
function PaletteRow({ option, rowProps }: { option: PaletteOption; rowProps: HTMLAttributes<HTMLLIElement> }) {
  return (
    <li {...rowProps}>
      <span className="fl-palette-text">
        <span className="fl-palette-title">{option.title}</span>
        {option.detail ? <span className="fl-palette-detail">{option.detail}</span> : null}
      </span>
    </li>
  );
}

/** The rows' lines: the title in medium weight, the detail in secondary text, each on one line. */
const rowStyles = {
  '& .fl-palette-text': { minWidth: 0, display: 'block' },
  '& .fl-palette-title, & .fl-palette-detail': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .fl-palette-title': { typography: 'body1', fontWeight: 500 },
  '& .fl-palette-detail': { typography: 'body2', color: 'text.secondary' },
} as const;

/**
 * The command palette (issue 20): one box that finds records through `GlobalSearch/Search` and the
 * actions of the user's menus and permissions, ranked together; recent records when empty. Arrows
 * move, Enter opens, Escape closes.
 */
export function CommandPaletteDialog({ open, onClose, navigation }: CommandPaletteDialogProps) {
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
  const kinds = searchableKinds(user.permissions);
  const allowedRecent = recent.filter((record) => kinds.includes(record.kind));
  const customerTerm = canAddJob ? newJobTerm(term) : null;
  const request = {
    searchTerm: (customerTerm ?? term).trim(),
    recent: allowedRecent.map((record) => recentKey(record.kind, record.context)),
    kinds: customerTerm === null ? [] : ['customer' as const],
  };
  const search = useGlobalSearch(request, open && request.searchTerm !== '');
  const options = paletteOptions({
    input,
    results: input.trim() === '' ? [] : (search.data?.results ?? []),
    actions: paletteActions(user, navigation),
    recent: allowedRecent,
    canAddJob,
  });
  const emptyBox = input.trim() === '';

  // At once when the dialog was mounted hidden; else as it enters (its portal mounts after this effect).
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const handleClose = () => {
    setInput('');
    onClose();
  };
  const handleChoose = (option: PaletteOption | null) => {
    if (!option) return;
    if (option.fill !== null) {
      setInput(option.fill);
      return;
    }
    if (option.record) rememberRecent(user.username, option.record);
    handleClose();
    if (option.route) void navigateRef.current?.(option.route);
  };

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      // Mounted hidden once its chunk has loaded, so opening it shows it at once; a dialog only while open.
      keepMounted
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
      <Box sx={{ p: 2, pb: 1 }}>
        <Autocomplete<PaletteOption, false, false, false>
          open
          disablePortal
          autoHighlight
          openOnFocus
          options={options}
          value={null}
          inputValue={input}
          onInputChange={(_event, value, reason) => {
            if (reason !== 'reset') setInput(value);
          }}
          onChange={(_event, option) => handleChoose(option)}
          onClose={(_event, reason) => {
            if (reason === 'escape') handleClose();
          }}
          filterOptions={(all) => all}
          getOptionLabel={(option) => option.title}
          getOptionKey={(option) => option.id}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          groupBy={emptyBox ? () => 'Recent' : undefined}
          noOptionsText={emptyBox ? EMPTY_HINT : search.isFetching ? 'Searching…' : NOTHING_FOUND}
          clearOnBlur={false}
          handleHomeEndKeys
          forcePopupIcon={false}
          slots={{ popper: InlinePopper }}
          slotProps={{ paper: { elevation: 0 }, listbox: { sx: { maxHeight: { xs: '60vh', sm: '55vh' }, ...rowStyles } } }}
          renderOption={({ key, ...rowProps }, option) => <PaletteRow key={key} option={option} rowProps={rowProps} />}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={inputRef}
              label="Find"
              placeholder="Customer, telephone, job, invoice number, action…"
              // The label sits above the box from the start (the placeholder says what to type): opening
              // the palette then adds no new styles for a label moving up, which cost a style pass.
              slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps?.inputLabel, shrink: true } }}
            />
          )}
        />
        {/* The term of the results shown (the bench's "first results after the last keystroke"). */}
        <Box sx={{ height: 4 }} data-results-for={search.data && !search.isPlaceholderData ? request.searchTerm : ''}>
          {search.isFetching ? <LinearProgress aria-label="Searching" /> : null}
        </Box>
      </Box>
    </Dialog>
  );
}
