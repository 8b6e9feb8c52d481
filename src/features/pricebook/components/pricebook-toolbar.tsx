import { memo } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import GridView from '@mui/icons-material/GridView';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import ViewList from '@mui/icons-material/ViewList';
import type { PricebookView } from '../model/pricebook-sections';

/** Spec 3 §2 toolbar: the favorites toggle (only the signed-in user's favorites when pressed). */
export const FavoritesToggle = memo(function FavoritesToggle({ pressed, onChange }: { pressed: boolean; onChange: (pressed: boolean) => void }) {
  return (
    <ToggleButton value="favorites" size="small" selected={pressed} onChange={() => onChange(!pressed)} sx={{ gap: 0.5, height: 40 }}>
      {pressed ? <Star fontSize="small" sx={{ color: 'warning.main' }} /> : <StarBorder fontSize="small" />}
      Favorites
    </ToggleButton>
  );
});

/** Spec 3 §2 toolbar: the list/grid switch, remembered per kind as a user preference. */
export const ViewToggle = memo(function ViewToggle({ view, onChange }: { view: PricebookView; onChange: (view: PricebookView) => void }) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={view}
      aria-label="View"
      onChange={(_, chosen: PricebookView | null) => {
        if (chosen) onChange(chosen);
      }}
      sx={{ height: 40 }}
    >
      <Tooltip title="List">
        <ToggleButton value="List" aria-label="List view">
          <ViewList fontSize="small" />
        </ToggleButton>
      </Tooltip>
      <Tooltip title="Grid">
        <ToggleButton value="Grid" aria-label="Grid view">
          <GridView fontSize="small" />
        </ToggleButton>
      </Tooltip>
    </ToggleButtonGroup>
  );
});
