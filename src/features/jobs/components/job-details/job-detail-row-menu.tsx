import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVert from '@mui/icons-material/MoreVert';
import { useStableCallback } from '@/components/use-stable-callback';
import type { JobDetailLine } from './job-detail-line';
import { jobDetailTexts } from './job-detail-texts';

/** What the row menu does to a line (spec 3 §2 "Row actions: Edit, Move Up, Move Down, Delete"). */
export interface RowMenuActions {
  /** Absent for lines the editor does not edit (a flat rate bundle). */
  canEdit: (line: JobDetailLine) => boolean;
  onEdit: (line: JobDetailLine) => void;
  onMoveUp: (line: JobDetailLine) => void;
  onMoveDown: (line: JobDetailLine) => void;
  onDelete: (line: JobDetailLine) => void;
  /** Where the line stands among the shown lines (Move Up is off on the first, Move Down on the last). */
  positionOf: (line: JobDetailLine) => { index: number; count: number };
}

type OpenMenu = (anchor: HTMLElement, line: JobDetailLine) => void;

const RowMenuContext = createContext<OpenMenu | null>(null);

/** One menu for all rows (a 200-line job renders one `Menu`, not 200): rows' buttons open it for their line. */
export function RowMenuProvider({ actions, children }: { actions: RowMenuActions; children: ReactNode }) {
  const [open, setOpen] = useState<{ anchor: HTMLElement; line: JobDetailLine } | null>(null);
  const openMenu: OpenMenu = useStableCallback((anchor: HTMLElement, line: JobDetailLine) => setOpen({ anchor, line }));
  // The menu renders again only when it opens or closes (or its actions change), not with every new set of rows.
  const menu = useMemo(() => {
    const close = () => setOpen(null);
    const act = (action: (line: JobDetailLine) => void) => () => {
      if (!open) return;
      const { line, anchor } = open;
      setOpen(null);
      action(line);
      // The menu gives focus back to its button; a moved row's button is still the same element.
      if (anchor.isConnected) anchor.focus();
    };
    const position = open ? actions.positionOf(open.line) : null;
    return (
      <Menu anchorEl={open?.anchor ?? null} open={open !== null} onClose={close}>
        {open && actions.canEdit(open.line) ? <MenuItem onClick={act(actions.onEdit)}>Edit</MenuItem> : null}
        <MenuItem onClick={act(actions.onMoveUp)} disabled={!position || position.index <= 0}>
          Move Up
        </MenuItem>
        <MenuItem onClick={act(actions.onMoveDown)} disabled={!position || position.index >= position.count - 1}>
          Move Down
        </MenuItem>
        <MenuItem onClick={act(actions.onDelete)}>Delete</MenuItem>
      </Menu>
    );
  }, [open, actions]);
  return (
    <RowMenuContext.Provider value={openMenu}>
      {children}
      {menu}
    </RowMenuContext.Provider>
  );
}

/** A row's menu button. */
export function RowMenuButton({ line }: { line: JobDetailLine }) {
  const openMenu = useContext(RowMenuContext);
  if (!openMenu) return null;
  return (
    <IconButton size="small" aria-label={jobDetailTexts.rowMenu(line.name)} aria-haspopup="menu" onClick={(event) => openMenu(event.currentTarget, line)}>
      <MoreVert fontSize="small" />
    </IconButton>
  );
}
