import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SearchIcon from '@mui/icons-material/Search';
import { STORAGE_SEARCH_TERM_MAX, storageMappedTypes } from '@/lib/schemas/storage-schemas';
import {
  storageMappedTypeLabels,
  storageSortOptions,
  toggleMappedType,
  type StorageFilter,
  type StorageSortOption,
} from '../model/storage-filter';

export interface StorageFilterBarProps {
  /** The filter applied now (from the address). */
  filter: StorageFilter;
  /** "images" or "files", for the labels. */
  noun: 'images' | 'files';
  onChange: (change: Partial<Pick<StorageFilter, 'sort' | 'mappedTypes' | 'searchTerm'>>) => void;
  onReset: () => void;
  /** Delete Selected shows only for users who can manage storage. */
  canDelete: boolean;
  selectedCount: number;
  onDeleteSelected: () => void;
}

/**
 * The filter bar: sort, linked-to types, search text, Search, Reset and Delete Selected. Sort and the
 * linked-to types apply as soon as they change; the search text applies with Search (or Enter).
 */
export function StorageFilterBar({ filter, noun, onChange, onReset, canDelete, selectedCount, onDeleteSelected }: StorageFilterBarProps) {
  const ids = useId();
  // The text being typed; the applied text lives in the address. Reset and back/forward re-key the bar.
  const [draft, setDraft] = useState(filter.searchTerm);
  const tooLong = draft.trim().length > STORAGE_SEARCH_TERM_MAX;

  return (
    <Box
      component="form"
      role="search"
      aria-label={`Filter ${noun}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooLong) onChange({ searchTerm: draft.trim() });
      }}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1.5,
      }}
    >
      <TextField
        select
        id={`${ids}-sort`}
        label="Sort"
        size="small"
        margin="none"
        value={filter.sort}
        onChange={(event) => onChange({ sort: event.target.value as StorageSortOption })}
        sx={{ width: { xs: '100%', sm: 150 } }}
      >
        {storageSortOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <FormControl component="fieldset" sx={{ width: { xs: '100%', sm: 'auto' } }}>
        <FormLabel component="legend" sx={{ fontSize: '0.75rem' }}>
          Linked To
        </FormLabel>
        <FormGroup row sx={{ columnGap: 0.5 }}>
          {storageMappedTypes.map((type) => {
            const checked = filter.mappedTypes.includes(type);
            const last = checked && filter.mappedTypes.length === 1;
            return (
              <FormControlLabel
                key={type}
                sx={{ mr: 1 }}
                control={
                  <Checkbox
                    size="small"
                    checked={checked}
                    // At least one type stays checked.
                    disabled={last}
                    onChange={() => onChange({ mappedTypes: toggleMappedType(filter.mappedTypes, type) })}
                  />
                }
                label={storageMappedTypeLabels[type]}
              />
            );
          })}
        </FormGroup>
      </FormControl>
      <TextField
        id={`${ids}-search`}
        label="Search Text"
        type="search"
        size="small"
        margin="none"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        error={tooLong}
        helperText={tooLong ? `The search text cannot be longer than ${STORAGE_SEARCH_TERM_MAX} characters.` : undefined}
        sx={{ flex: { xs: '1 1 100%', sm: '1 1 200px' }, minWidth: { sm: 180 } }}
        slotProps={{ htmlInput: { maxLength: STORAGE_SEARCH_TERM_MAX + 1 } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}>
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flex: { xs: 1, sm: 'none' } }}>
          Search
        </Button>
        <Button
          type="button"
          variant="outlined"
          startIcon={<RestartAltIcon />}
          onClick={() => {
            setDraft('');
            onReset();
          }}
          sx={{ flex: { xs: 1, sm: 'none' } }}
        >
          Reset
        </Button>
        {canDelete ? (
          <Button
            type="button"
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            disabled={selectedCount === 0}
            onClick={onDeleteSelected}
            sx={{ flex: { xs: '1 1 100%', sm: 'none' } }}
          >
            Delete Selected
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
