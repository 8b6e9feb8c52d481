import { memo } from 'react';
import Box from '@mui/material/Box';
import type { ListSort } from '@/lib/list-query';
import { parseSortKey, sortKey } from '@/lib/record-list';
import { FilterSelect } from './filter-select';

export interface ListSortOption extends ListSort {
  label: string;
}

export interface ListSortSelectProps {
  sort: ListSort;
  options: readonly ListSortOption[];
  onChange: (sort: ListSort) => void;
  /** Names a sort chosen by a column heading that the options do not list. */
  nameOf: (sort: ListSort) => string;
}

/** The Sort select of a list's filter bar, with the list's named sorts ("Name (A to Z)"). Memoized. */
export const ListSortSelect = memo(function ListSortSelect({ sort, options, onChange, nameOf }: ListSortSelectProps) {
  const choices = options.map((option) => ({ value: sortKey(option.by, option.direction), label: option.label }));
  const current = sortKey(sort.by, sort.direction);
  if (!choices.some((choice) => choice.value === current)) choices.push({ value: current, label: nameOf(sort) });
  const fields = [...new Set([...options.map((option) => option.by), sort.by])];
  return (
    <FilterSelect
      label="Sort"
      value={current}
      options={choices}
      minWidth={170}
      onChange={(key) => {
        const chosen = parseSortKey(key, fields);
        if (chosen) onChange(chosen);
      }}
    />
  );
});

export interface ColumnSortSelectsProps {
  sort: ListSort;
  /** The sortable columns: their field and heading. */
  columns: readonly { field: string; label: string }[];
  onChange: (sort: ListSort) => void;
}

const orderOptions = [
  { value: 'ASC', label: 'Ascending' },
  { value: 'DESC', label: 'Descending' },
];

/** Phones have no headings to click: Sort by (a column) and Order. */
export function ColumnSortSelects({ sort, columns, onChange }: ColumnSortSelectsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flex: '1 1 300px', '& > *': { flex: '1 1 140px' } }}>
      <FilterSelect
        label="Sort by"
        value={sort.by}
        options={columns.map((column) => ({ value: column.field, label: column.label }))}
        onChange={(by) => onChange({ by, direction: sort.direction })}
      />
      <FilterSelect label="Order" value={sort.direction} options={orderOptions} onChange={(direction) => onChange({ by: sort.by, direction: direction === 'ASC' ? 'ASC' : 'DESC' })} />
    </Box>
  );
}
