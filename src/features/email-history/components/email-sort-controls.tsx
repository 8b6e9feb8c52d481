import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { emailHistorySortColumns, type EmailHistorySortColumn } from '@/lib/schemas/email-history-schemas';
import { emailSortLabels, isEmailSortColumn } from '../model/email-list-query';

export interface EmailSortControlsProps {
  sortBy: string;
  sortDirection: 'ASC' | 'DESC';
  onChange: (sortBy: EmailHistorySortColumn, sortDirection: 'ASC' | 'DESC') => void;
}

/** Phones and tablets have no table headers to click: the sort column and order are chosen here. */
export function EmailSortControls({ sortBy, sortDirection, onChange }: EmailSortControlsProps) {
  const column: EmailHistorySortColumn = isEmailSortColumn(sortBy) ? sortBy : 'Sent';
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label="Sort by"
        value={column}
        onChange={(event) => onChange(event.target.value as EmailHistorySortColumn, sortDirection)}
        sx={{ flex: '1 1 160px' }}
      >
        {emailHistorySortColumns.map((option) => (
          <MenuItem key={option} value={option}>
            {emailSortLabels[option]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Order"
        value={sortDirection}
        onChange={(event) => onChange(column, event.target.value === 'ASC' ? 'ASC' : 'DESC')}
        sx={{ flex: '1 1 140px' }}
      >
        <MenuItem value="ASC">Ascending</MenuItem>
        <MenuItem value="DESC">Descending</MenuItem>
      </TextField>
    </Box>
  );
}
