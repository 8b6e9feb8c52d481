import { useState } from 'react';
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
import { paths } from '@/config/paths';
import { SEARCH_TERM_TOO_SHORT_MESSAGE } from '@/lib/record-list';
import { isHelperSearchTerm } from '../model/intake-list';

export interface IntakePhoneHelperProps {
  canCreate: boolean;
  onSearch: (term: string) => void;
  onViewAll: () => void;
}

/**
 * Spec 2 §2: on phones the intake list opens with three cards — Search Intake (free text), Add a
 * New Intake and View All.
 */
export function IntakePhoneHelper({ canCreate, onSearch, onViewAll }: IntakePhoneHelperProps) {
  const [term, setTerm] = useState('');
  const [tried, setTried] = useState(false);
  const tooShort = tried && !isHelperSearchTerm(term);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card variant="outlined" component="section" aria-labelledby="intake-helper-search">
        <CardContent sx={{ display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Search color="primary" />
            <Typography id="intake-helper-search" variant="h6" component="h2">
              Search Intake
            </Typography>
          </Box>
          <Box
            component="form"
            role="search"
            aria-label="Search Intake"
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
              helperText={tooShort ? SEARCH_TERM_TOO_SHORT_MESSAGE : 'Title, description, customer name, address, telephone or email'}
            />
            <Button type="submit" variant="contained">
              Search
            </Button>
          </Box>
        </CardContent>
      </Card>
      {canCreate ? (
        <Card variant="outlined">
          <CardActionArea component={RouterLink} to={paths.intakeAdd()}>
            <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <AddCircleOutline color="primary" />
              <Box>
                <Typography variant="h6" component="h2">
                  Add a New Intake
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Take a call or request for a new or existing customer.
                </Typography>
              </Box>
            </CardContent>
          </CardActionArea>
        </Card>
      ) : null}
      <Card variant="outlined">
        <CardActionArea onClick={onViewAll}>
          <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <ListAlt color="primary" />
            <Box>
              <Typography variant="h6" component="h2">
                View All
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Browse, filter and sort every intake record.
              </Typography>
            </Box>
          </CardContent>
        </CardActionArea>
      </Card>
    </Box>
  );
}
