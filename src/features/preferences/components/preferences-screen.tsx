import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useUserState } from '@/lib/auth/use-session';
import { isAdministrator } from '@/lib/permissions';
import { useCompactWidth } from '@/lib/use-compact-width';
import { useUserPreferences } from '@/lib/user-preferences/get-user-preferences';
import { useSystemSettingsSearch } from '../api/search-system-settings';
import {
  resolvePreferenceCategory,
  visiblePreferenceCategories,
  type PreferenceCategoryId,
} from '../model/preference-categories';
import { preferenceMessages } from '../model/preference-messages';
import { preferencesInCategory, settingsInCategory } from '../model/visible-preferences';
import { categoryPanelId, categoryTabId, PreferenceCategoryNav } from './preference-category-nav';
import { PreferenceCategoryPanel } from './preference-category-panel';

/** The query parameter holding the chosen category, so a reload keeps it. */
export const CATEGORY_PARAM = 'category';

/** The Preferences screen: categories of the user's preferences and, for administrators, application preferences. */
export function PreferencesScreen() {
  const user = useUserState();
  const administrator = isAdministrator(user);
  const compact = useCompactWidth();
  const [searchParams, setSearchParams] = useSearchParams();
  const categories = visiblePreferenceCategories(user);
  const category = resolvePreferenceCategory(searchParams.get(CATEGORY_PARAM), categories);
  const preferences = useUserPreferences();
  const settings = useSystemSettingsSearch({ enabled: administrator });

  function handleSelect(id: PreferenceCategoryId) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(CATEGORY_PARAM, id);
        return next;
      },
      { replace: true },
    );
  }

  let content;
  if (preferences.isError || settings.isError) {
    content = <Alert severity="error">{preferenceMessages.loadFailed}</Alert>;
  } else if (!preferences.data || (administrator && !settings.data)) {
    content = <CircularProgress aria-label="Loading preferences" />;
  } else {
    content = (
      <PreferenceCategoryPanel
        settings={administrator && settings.data ? settingsInCategory(settings.data.results, category.id) : null}
        preferences={preferencesInCategory(preferences.data, category.id, user)}
      />
    );
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: compact ? 'column' : 'row', gap: compact ? 2 : 3, alignItems: 'stretch' }}>
      <PreferenceCategoryNav categories={categories} selected={category.id} onSelect={handleSelect} compact={compact} />
      <Box
        // With tabs the content is the chosen tab's panel; under the phone select it is a named region.
        role={compact ? 'region' : 'tabpanel'}
        id={categoryPanelId(category.id)}
        {...(compact ? { 'aria-label': category.label } : { 'aria-labelledby': categoryTabId(category.id) })}
        sx={{ flexGrow: 1, minWidth: 0, maxWidth: 720 }}
      >
        {content}
      </Box>
    </Box>
  );
}
