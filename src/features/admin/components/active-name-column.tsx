import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { InactiveBadge } from '@/components/inactive-badge';

/** An administration table's Name column: the name, Inactive when it is, then any other badge (Default). */
export function activeNameColumn<T extends { active: boolean }>(name: (row: T) => string, badge?: (row: T) => ReactNode): DataTableColumn<T> {
  return {
    id: 'name',
    header: 'Name',
    breakWords: true,
    cell: (row) => (
      <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {name(row)}
        {row.active ? null : <InactiveBadge />}
        {badge?.(row)}
      </Box>
    ),
  };
}
