import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { EMAIL_SEARCH_TERM_MAX } from '@/lib/schemas/email-history-schemas';
import { searchTermProblem } from '../model/email-search-term';

export interface EmailHistoryFilterProps {
  /** The term in the address (the last search). */
  searchTerm: string;
  onSearch: (searchTerm: string) => void;
}

/**
 * The search form: a term of at least 3 characters, or none for every email. A shorter term shows
 * the rule under the field and searches nothing.
 */
export function EmailHistoryFilter({ searchTerm, onSearch }: EmailHistoryFilterProps) {
  const helpId = useId();
  const [term, setTerm] = useState(searchTerm);
  const [problem, setProblem] = useState<string | null>(() => searchTermProblem(searchTerm));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = searchTermProblem(term);
    setProblem(found);
    if (!found) onSearch(term.trim());
  }

  function handleClear() {
    setTerm('');
    setProblem(null);
    onSearch('');
  }

  return (
    <Box
      component="form"
      role="search"
      aria-label="Search email history"
      noValidate
      onSubmit={handleSubmit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        label="Search"
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          if (problem && !searchTermProblem(event.target.value)) setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? 'Subject, sender, recipient, customer or attachment name'}
        size="small"
        sx={{ flex: { xs: '1 1 100%', sm: '1 1 260px' }, maxWidth: { lg: 480 } }}
        slotProps={{
          htmlInput: { maxLength: EMAIL_SEARCH_TERM_MAX, 'aria-describedby': helpId, enterKeyHint: 'search' },
          formHelperText: { id: helpId, role: problem ? 'alert' : undefined },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" sx={{ minHeight: 40 }}>
        Search
      </Button>
      <Button type="button" onClick={handleClear} disabled={term === '' && searchTerm === ''} sx={{ minHeight: 40 }}>
        Clear
      </Button>
    </Box>
  );
}
