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
import { isJobHelperSearchTerm } from '../model/job-list';

export const JOB_SEARCH_HINT = 'Job name, description, customer first or last name, address, telephone or email';

export interface JobPhoneHelperProps {
  canCreate: boolean;
  onSearch: (term: string) => void;
  onViewAll: () => void;
}

/** Spec 2 §2: on phones the job list opens with three cards — Search Jobs, Add a New Job and View All Jobs. */
export function JobPhoneHelper({ canCreate, onSearch, onViewAll }: JobPhoneHelperProps) {
  const [term, setTerm] = useState('');
  const [tried, setTried] = useState(false);
  const tooShort = tried && !isJobHelperSearchTerm(term);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card variant="outlined" component="section" aria-labelledby="job-helper-search">
        <CardContent sx={{ display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Search color="primary" />
            <Typography id="job-helper-search" variant="h6" component="h2">
              Search Jobs
            </Typography>
          </Box>
          <Box
            component="form"
            role="search"
            aria-label="Search Jobs"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setTried(true);
              if (isJobHelperSearchTerm(term)) onSearch(term.trim());
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
              helperText={tooShort ? SEARCH_TERM_TOO_SHORT_MESSAGE : JOB_SEARCH_HINT}
            />
            <Button type="submit" variant="contained">
              Search
            </Button>
          </Box>
        </CardContent>
      </Card>
      {canCreate ? (
        <Card variant="outlined">
          <CardActionArea component={RouterLink} to={paths.jobsAdd}>
            <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <AddCircleOutline color="primary" />
              <Box>
                <Typography variant="h6" component="h2">
                  Add a New Job
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Start a job for a new or existing customer.
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
                View All Jobs
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Browse, filter and sort every job.
              </Typography>
            </Box>
          </CardContent>
        </CardActionArea>
      </Card>
    </Box>
  );
}
