import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { isSearchableTerm, SEARCH_TERM_TOO_SHORT_MESSAGE } from '@/lib/record-list';

/** Pause after typing before the list searches. */
export const SEARCH_DEBOUNCE_MS = 400;

export interface SearchTermFieldProps {
  /** The term the list searches now (from the address). */
  value: string;
  onSearch: (term: string) => void;
  /** What the term is matched against, shown under the field. */
  hint: string;
  label?: string;
}

/**
 * The list's search box. Searches after a short pause or on Enter; a term of 1 or 2 characters is
 * not searched and the field says why (spec 1 §5: at least 3 characters).
 */
export function SearchTermField({ value, onSearch, hint, label = 'Search' }: SearchTermFieldProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed on its own (back, a link): show its term unless it is what is typed.
  if (value !== shown) {
    setShown(value);
    if (value !== draft.trim()) setDraft(value);
  }
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  const trimmed = draft.trim();
  const tooShort = !isSearchableTerm(trimmed);
  useEffect(() => {
    if (tooShort || trimmed === value.trim()) return undefined;
    const timer = window.setTimeout(() => onSearchRef.current(trimmed), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [trimmed, tooShort, value]);

  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooShort && trimmed !== value.trim()) onSearch(trimmed);
      }}
      sx={{ flex: { xs: '1 1 100%', sm: '1 1 280px' }, maxWidth: { sm: 420 } }}
    >
      <TextField
        type="search"
        label={label}
        size="small"
        fullWidth
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
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
                    if (value) onSearch('');
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
}
