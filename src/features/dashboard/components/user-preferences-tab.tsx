import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toast } from '@/components/toasts';
import type { UserPreference } from '@/lib/auth/auth-schemas';
import { useUserState } from '@/lib/auth/use-session';
import { can } from '@/lib/permissions';
import { landingPages, LANDING_PAGE_PREFERENCE_KEY } from '@/lib/landing-page';
import { useUpdateUserPreference } from '@/lib/user-preferences/update-user-preference';
import { useUpdateUserPreferencesBatch } from '@/lib/user-preferences/update-user-preferences-batch';
import { configurableSnapshots, moveSnapshot, positionPreferences, preferenceValue, type ConfigurableSnapshotKind } from '../model/snapshots';
import { SnapshotPreferences } from './snapshot-preferences';

export const USER_PREFERENCE_UPDATED = 'User preference updated.';

function withPending(preferences: UserPreference[], pending: UserPreference[]): UserPreference[] {
  return [...preferences.filter((preference) => !pending.some((item) => item.key === preference.key)), ...pending];
}

/** The Configure dialog's User Preferences tab: snapshots, their order, landing page, getting started. */
export function UserPreferencesTab() {
  const user = useUserState();
  const updatePreference = useUpdateUserPreference();
  const updateBatch = useUpdateUserPreferencesBatch();
  const busy = updatePreference.isPending || updateBatch.isPending;
  // Show a change the moment it is made; the session catches up when the save succeeds, and a failed
  // save falls back to what the server holds.
  const [pending, setPending] = useState<UserPreference[]>([]);
  const preferences = withPending(user.preferences, pending);
  const track = (changes: UserPreference[]) => {
    setPending((current) => withPending(current, changes));
    return () => setPending((current) => current.filter((item) => !changes.some((change) => change.key === item.key)));
  };
  const snapshots = configurableSnapshots(preferences, user.permissions);
  const landingPage = preferenceValue(preferences, LANDING_PAGE_PREFERENCE_KEY) ?? 'Dashboard';
  const showGetStarted = preferenceValue(preferences, 'SHOW_GET_STARTED') === 'Yes';
  const landingOptions = landingPages.filter((page) => page.rule === undefined || can(user, page.rule));

  // Saving a preference reloads the dashboard it configures (re-enabling Getting Started hides the snapshots).
  const save = (preference: UserPreference) => {
    if (preferenceValue(preferences, preference.key) === preference.value) return;
    const settle = track([preference]);
    updatePreference.mutate(preference, {
      onSettled: settle,
      onSuccess: () => toast.success(USER_PREFERENCE_UPDATED),
    });
  };

  const move = (kind: ConfigurableSnapshotKind, direction: 'up' | 'down') => {
    const order = snapshots.map((snapshot) => snapshot.definition.kind);
    const next = moveSnapshot(order, kind, direction);
    if (next.every((value, index) => value === order[index])) return;
    const positions = positionPreferences(next);
    const settle = track(positions);
    updateBatch.mutate(positions, { onSettled: settle, onSuccess: () => toast.success(USER_PREFERENCE_UPDATED) });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="section" aria-labelledby="configure-snapshots-heading">
        <Typography id="configure-snapshots-heading" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 0.5 }}>
          Dashboard Snapshots
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Tick the snapshots to show and use the arrows to set their order.
        </Typography>
        <SnapshotPreferences
          snapshots={snapshots}
          disabled={busy}
          onToggle={(snapshot, enabled) => save({ key: `${snapshot.definition.prefix}_ON_DASH`, value: enabled ? 'Yes' : 'No' })}
          onMove={move}
        />
      </Box>
      <TextField
        select
        label="Landing Page"
        helperText="The page you see after you log in."
        value={landingPage}
        disabled={busy}
        onChange={(event) => save({ key: LANDING_PAGE_PREFERENCE_KEY, value: event.target.value })}
      >
        {landingOptions.map((page) => (
          <MenuItem key={page.value} value={page.value}>
            {page.value}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={showGetStarted}
            disabled={busy}
            onChange={(event) =>
              save({ key: 'SHOW_GET_STARTED', value: event.target.checked ? 'Yes' : 'No' })
            }
          />
        }
        label="Show Getting Started"
      />
    </Box>
  );
}
