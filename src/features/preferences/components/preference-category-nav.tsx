import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import type { PreferenceCategory, PreferenceCategoryId } from '../model/preference-categories';

export interface PreferenceCategoryNavProps {
  categories: readonly PreferenceCategory[];
  selected: PreferenceCategoryId;
  onSelect: (category: PreferenceCategoryId) => void;
  /** Phones and tablets get a full-width select instead of the vertical tab list. */
  compact: boolean;
}

export const categoryTabId = (id: PreferenceCategoryId) => `preferences-tab-${id}`;
export const categoryPanelId = (id: PreferenceCategoryId) => `preferences-panel-${id}`;

/** Chooses the preference category: vertical tabs on wide screens, a select on phones. */
export function PreferenceCategoryNav({ categories, selected, onSelect, compact }: PreferenceCategoryNavProps) {
  if (compact) {
    return (
      <TextField
        select
        margin="none"
        fullWidth
        id="preferences-category"
        label="Category"
        value={selected}
        onChange={(event) => onSelect(event.target.value as PreferenceCategoryId)}
      >
        {categories.map((category) => (
          <MenuItem key={category.id} value={category.id}>
            {category.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <Tabs
      orientation="vertical"
      variant="scrollable"
      value={selected}
      onChange={(_event, value: PreferenceCategoryId) => onSelect(value)}
      aria-label="Preference categories"
      sx={{ borderRight: 1, borderColor: 'divider', minWidth: 180, flexShrink: 0 }}
    >
      {categories.map((category) => (
        <Tab
          key={category.id}
          value={category.id}
          label={category.label}
          id={categoryTabId(category.id)}
          // Only the chosen category's panel is rendered.
          aria-controls={category.id === selected ? categoryPanelId(category.id) : undefined}
          sx={{ alignItems: 'flex-start', textAlign: 'left' }}
        />
      ))}
    </Tabs>
  );
}
