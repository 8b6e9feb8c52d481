import { useState } from 'react';
import type { RowSelection } from '@/components/data-table/row-selection';
import { useSession } from '@/lib/auth/use-session';
import { can } from '@/lib/permissions';
import type { BulkTarget, ListBulk } from './bulk-types';

interface SelectionState {
  /** The filter the ticks were made under: a new filter or sort starts over. */
  filterKey: string;
  selected: ReadonlySet<string>;
  allMatching: boolean;
}

export interface BulkSelection<T> {
  rowSelection: RowSelection<T> | undefined;
  count: number;
  allMatching: boolean;
  target: BulkTarget | null;
  selectAllMatching: () => void;
  clear: () => void;
}

const NONE: ReadonlySet<string> = new Set();

/** The list's ticks, kept across its pages and dropped when its filter changes. */
export function useBulkSelection<T>(bulk: ListBulk<T> | undefined, matchingCount: number | undefined): BulkSelection<T> {
  const filterKey = bulk ? JSON.stringify(bulk.filter) : '';
  const [state, setState] = useState<SelectionState>({ filterKey, selected: NONE, allMatching: false });
  const current = state.filterKey === filterKey ? state : { filterKey, selected: NONE, allMatching: false };
  const clear = () => setState({ filterKey, selected: NONE, allMatching: false });
  if (!bulk) return { rowSelection: undefined, count: 0, allMatching: false, target: null, selectAllMatching: clear, clear };
  const allMatching = current.allMatching && matchingCount !== undefined;
  const count = allMatching ? matchingCount : current.selected.size;
  return {
    rowSelection: {
      selected: current.selected,
      // A tick changed by hand ends "all matching": the ticks are what is selected again.
      onChange: (selected) => setState({ filterKey, selected, allMatching: false }),
      rowLabel: bulk.rowLabel,
      inline: true,
    },
    count,
    allMatching,
    target: count === 0 ? null : allMatching ? { filter: bulk.filter, count } : { contexts: [...current.selected] },
    selectAllMatching: () => setState({ ...current, allMatching: true }),
    clear,
  };
}

/** The list's bulk changes when the user may take at least one of its actions, else none (no tick boxes). */
export function useAllowedBulk<T>(bulk: ListBulk<T> | undefined): ListBulk<T> | undefined {
  const user = useSession().userState;
  return bulk && bulk.actions.some((choice) => can(user, choice.permission)) ? bulk : undefined;
}
