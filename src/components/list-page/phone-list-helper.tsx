import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import ListAlt from '@mui/icons-material/ListAlt';
import Search from '@mui/icons-material/Search';
import { SEARCH_TERM_TOO_SHORT_MESSAGE } from '@/lib/record-list';

/** A card of the helper: its heading and a line under it. */
export interface PhoneHelperCard {
  title: string;
  description: string;
}

export interface PhoneListHelperProps {
  /** The search card's heading and the name of its search form ("Search Jobs"). */
  searchTitle: string;
  /** What the search matches, under the field. */
  searchHint: string;
  /** Whether a typed term may be searched (else the too-short message shows). */
  isSearchable: (term: string) => boolean;
  onSearch: (term: string) => void;
  /** The add card and where it leads; null when the user may not add. */
  add: (PhoneHelperCard & { to: string }) | null;
  viewAll: PhoneHelperCard & { onClick: () => void };
}

function CardText({ title, description }: PhoneHelperCard) {
  return (
    <Box>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {description}
      </Typography>
    </Box>
  );
}

/**
 * Spec 2 §2: on phones a record list (intake, jobs) opens with three cards: search (free text), add
 * a new record and view all. Searching sets the list's term; View All shows the list.
 */
export function PhoneListHelper({ searchTitle, searchHint, isSearchable, onSearch, add, viewAll }: PhoneListHelperProps) {
  const headingId = useId();
  const [term, setTerm] = useState('');
  const [tried, setTried] = useState(false);
  const tooShort = tried && !isSearchable(term);
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Card variant="outlined" component="section" aria-labelledby={headingId}>
        <CardContent sx={{ display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Search color="primary" />
            <Typography id={headingId} variant="h6" component="h2">
              {searchTitle}
            </Typography>
          </Box>
          <Box
            component="form"
            role="search"
            aria-label={searchTitle}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setTried(true);
              if (isSearchable(term)) onSearch(term.trim());
            }}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
          >
            <TextField
              type="search"
              label="Search"
              size="small"
              margin="none"
              fullWidth
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              error={tooShort}
              helperText={tooShort ? SEARCH_TERM_TOO_SHORT_MESSAGE : searchHint}
            />
            <Button type="submit" variant="contained">
              Search
            </Button>
          </Box>
        </CardContent>
      </Card>
      {add ? (
        <Card variant="outlined">
          <CardActionArea component={RouterLink} to={add.to}>
            <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <AddCircleOutline color="primary" />
              <CardText title={add.title} description={add.description} />
            </CardContent>
          </CardActionArea>
        </Card>
      ) : null}
      <Card variant="outlined">
        <CardActionArea onClick={viewAll.onClick}>
          <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <ListAlt color="primary" />
            <CardText title={viewAll.title} description={viewAll.description} />
          </CardContent>
        </CardActionArea>
      </Card>
    </Box>
  );
}
