import { useId, useState, type ReactNode } from 'react';
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
import { useCan } from '@/lib/permissions';
import { isSearchableTerm, SEARCH_TERM_TOO_SHORT_MESSAGE } from '@/lib/record-list';
import { VIEW_ALL, VIEW_ALL_FILTER } from './list-filters';
import { useCompactWidth } from '@/lib/use-compact-width';
import type { ListQuery, ListQueryDefaults } from '@/lib/list-query';
import { useListPage, type ListPageState } from './use-list-page';

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
  onSearch: (term: string) => void;
  /** The add card and where it leads; null when the user may not add. */
  add: (PhoneHelperCard & { to: string }) | null;
  viewAll: PhoneHelperCard & { onClick: () => void };
}

/** A term the helper's search box may search (empty is not a search there). */
function isHelperSearchTerm(term: string): boolean {
  return term.trim() !== '' && isSearchableTerm(term);
}

/** A card's icon, heading and the line under it. */
function CardBody({ icon, title, description }: PhoneHelperCard & { icon: ReactNode }) {
  return (
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      {icon}
      <Box>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      </Box>
    </CardContent>
  );
}

/**
 * Spec 2 §2: on phones a record list (intake, jobs) opens with three cards: search (free text), add
 * a new record and view all. Searching sets the list's term; View All shows the list.
 */
export function PhoneListHelper({ searchTitle, searchHint, onSearch, add, viewAll }: PhoneListHelperProps) {
  const headingId = useId();
  const [term, setTerm] = useState('');
  const [tried, setTried] = useState(false);
  const tooShort = tried && !isHelperSearchTerm(term);
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
              if (isHelperSearchTerm(term)) onSearch(term.trim());
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
            <CardBody icon={<AddCircleOutline color="primary" />} title={add.title} description={add.description} />
          </CardActionArea>
        </Card>
      ) : null}
      <Card variant="outlined">
        <CardActionArea onClick={viewAll.onClick}>
          <CardBody icon={<ListAlt color="primary" />} title={viewAll.title} description={viewAll.description} />
        </CardActionArea>
      </Card>
    </Box>
  );
}

/** A list page's helper cards: the search, the add card (for users holding `permission`) and View All. */
export interface ListPhoneHelperCards extends Pick<PhoneListHelperProps, 'searchTitle' | 'searchHint'> {
  add: PhoneHelperCard & { to: string; permission: string };
  viewAll: PhoneHelperCard;
}


/** The helper of a `ListPage`: searching or View All shows the list (`view=all` in the address). */
export function ListPhoneHelper({ cards, update }: { cards: ListPhoneHelperCards; update: ListPageState['update'] }) {
  const canAdd = useCan(cards.add.permission);
  return (
    <PhoneListHelper
      {...cards}
      onSearch={(term) => update({ searchTerm: term, filters: { [VIEW_ALL_FILTER]: VIEW_ALL } })}
      add={canAdd ? cards.add : null}
      viewAll={{ ...cards.viewAll, onClick: () => update({ filters: { [VIEW_ALL_FILTER]: VIEW_ALL } }) }}
    />
  );
}

/**
 * The state of a list page that opens with the helper cards on phones (`showsHelper`, the list
 * model's rule): `helper` while they show, and `enabled` false meanwhile, so nothing is searched.
 */
export function useHelperListPage(defaults: ListQueryDefaults, showsHelper: (query: ListQuery, compact: boolean) => boolean): ListPageState & { helper: boolean } {
  const list = useListPage(defaults);
  const compact = useCompactWidth();
  const helper = showsHelper(list.query, compact);
  return { ...list, helper, enabled: list.enabled && !helper };
}
