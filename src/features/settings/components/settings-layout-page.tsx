import { Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { SectionNav } from '@/components/section-nav';
import { useUserState } from '@/lib/auth/use-session';
import { useCompactWidth } from '@/lib/use-compact-width';
import { activeSettingsNavId, settingsNavItems } from '../model/settings-navigation';

/** The settings pages' frame: the left navigation (a select above the content on phones) and the page. */
export default function SettingsLayoutPage() {
  const user = useUserState();
  const { pathname } = useLocation();
  const compact = useCompactWidth();
  const items = settingsNavItems(user);
  const active = activeSettingsNavId(pathname, items);
  // On phones a one-entry navigation (Preferences only) would just push the page down.
  const showNav = !compact || items.length > 1;
  return (
    <Box
      sx={{
        p: { xs: 2, md: 3 },
        display: 'flex',
        flexDirection: compact ? 'column' : 'row',
        gap: compact ? 2 : 3,
        alignItems: 'flex-start',
      }}
    >
      {showNav ? <SectionNav label="Settings" items={items} active={active} compact={compact} selectLabel="Settings page" selectId="settings-page" /> : null}
      <Paper variant="outlined" sx={{ flexGrow: 1, minWidth: 0, width: '100%', p: { xs: 2, md: 3 } }}>
        <Outlet />
      </Paper>
    </Box>
  );
}
