import { memo, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { isSearchableTerm, SEARCH_TERM_TOO_SHORT_MESSAGE } from '@/lib/record-list';

/**
 * The pause that groups keys into one search. The first searchable term after a quiet moment is
 * searched at once (so the key that makes a term searchable shows its results within DESIGN §7's
 * 300 ms at 4x CPU throttle); keys typed within the pause after it make one more search when typing
 * pauses. An answer for an older term never replaces a newer one: each term is its own query.
 */
export const SEARCH_DEBOUNCE_MS = 150;

export interface SearchTermFieldProps {
  /** The term the list searches now (from the address). */
  value: string;
  onSearch: (term: string) => void;
  /** What the term is matched against, shown under the field. */
  hint: string;
  label?: string;
}

/** What the field knows of the address: the term it shows, and the terms this field sent that it does not show yet. */
interface AddressSync {
  shown: string;
  pending: readonly string[];
}

const sent =
  (term: string) =>
  (sync: AddressSync): AddressSync => ({ ...sync, pending: [...sync.pending, term] });

/**
 * The list's search box. Searches as typing starts, again when it pauses, and on Enter; a term of 1 or 2 characters is
 * not searched and the field says why (spec 1 §5: at least 3 characters). What is typed is never
 * replaced by the address catching up with a term this field sent earlier; only a change of the
 * address from elsewhere (back, a link) shows that term. Memoized: with a stable `onSearch` it renders
 * only while typing and when the address changes.
 */
export const SearchTermField = memo(function SearchTermField({ value, onSearch, hint, label = 'Search' }: SearchTermFieldProps) {
  const [draft, setDraft] = useState(value);
  const [sync, setSync] = useState<AddressSync>({ shown: value, pending: [] });
  if (value !== sync.shown) {
    const own = sync.pending.indexOf(value);
    setSync({ shown: value, pending: own >= 0 ? sync.pending.slice(own + 1) : [] });
    // The address changed on its own: show its term unless it is what is typed.
    if (own < 0 && value !== draft.trim()) setDraft(value);
  }
  const onSearchRef = useRef(onSearch);
  /** The term the list shows, or will once the address has the last term sent. */
  const latest = (sync.pending.at(-1) ?? value).trim();
  const latestRef = useRef(latest);
  useEffect(() => {
    onSearchRef.current = onSearch;
    latestRef.current = latest;
  });
  const trimmed = draft.trim();
  const tooShort = !isSearchableTerm(trimmed);
  /** The pause running since the last search or key (none: quiet), and the term to search when it ends. */
  const pause = useRef<{ timer: number; term: string | null } | null>(null);
  const search = (term: string) => {
    // A term searched now (Enter, Clear search) replaces one waiting for the pause to end.
    if (pause.current) pause.current.term = null;
    latestRef.current = term;
    setSync(sent(term));
    onSearchRef.current(term);
  };

  useEffect(() => () => window.clearTimeout(pause.current?.timer), []);
  const type = (text: string) => {
    setDraft(text);
    const term = text.trim();
    const wanted = isSearchableTerm(term) && term !== latestRef.current ? term : null;
    const quiet = pause.current === null;
    if (quiet && wanted === null) return;
    // Quiet until now: search at once. A key within the pause: search when it ends.
    if (quiet) search(term);
    else window.clearTimeout(pause.current?.timer);
    const entry = { term: quiet ? null : wanted, timer: 0 };
    entry.timer = window.setTimeout(() => {
      pause.current = null;
      if (entry.term !== null && entry.term !== latestRef.current) search(entry.term);
    }, SEARCH_DEBOUNCE_MS);
    pause.current = entry;
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooShort && trimmed !== latest) search(trimmed);
      }}
      sx={{ flex: { xs: '1 1 100%', sm: '1 1 280px' }, maxWidth: { sm: 420 } }}
    >
      <TextField
        type="search"
        label={label}
        size="small"
        fullWidth
        value={draft}
        onChange={(event) => type(event.target.value)}
        // One clear button: the field's own (Clear search), not the browser's too.
        sx={{ '& input::-webkit-search-cancel-button': { WebkitAppearance: 'none', display: 'none' } }}
        helperText={tooShort ? SEARCH_TERM_TOO_SHORT_MESSAGE : hint}
        slotProps={{
          formHelperText: { role: 'status', 'aria-live': 'polite' } as object,
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: draft ? (
              <InputAdornment position="end">
                <IconButton
                  aria-label="Clear search"
                  size="small"
                  edge="end"
                  onClick={() => {
                    setDraft('');
                    if (latest) search('');
                  }}
                >
                  <Clear fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : null,
          },
        }}
      />
    </Box>
  );
});
