import type { UserState } from '@/lib/auth/auth-schemas';
import { can } from '@/lib/permissions';
import type { SystemSetting, UserPreferenceDetail } from '@/lib/schemas/settings-schemas';
import { dashboardSnapshotRules, landingPages, LANDING_PAGE_PREFERENCE_KEY } from '@/lib/landing-page';
import { systemSettingCategory, userPreferenceCategory } from './categorize-preference';
import type { PreferenceCategoryId } from './preference-categories';

type PermissionHolder = Pick<UserState, 'permissions'>;

/** A preference the screen shows, with the choices this user may pick. */
export interface EditablePreference extends UserPreferenceDetail {
  editorType: NonNullable<UserPreferenceDetail['editorType']>;
}

/** False for a dashboard snapshot's `_ON_DASH` and `_DASH_FLTR` when the user may not see that snapshot. */
function snapshotPreferenceAllowed(key: string, user: PermissionHolder): boolean {
  const snapshot = dashboardSnapshotRules.find(({ prefix }) => key === `${prefix}_ON_DASH` || key === `${prefix}_DASH_FLTR`);
  return !snapshot || snapshot.rule === undefined || can(user, snapshot.rule);
}

/** The landing-page choices the user may open (same rules as the landing redirect). */
export function allowedLandingPageOptions(options: readonly string[], user: PermissionHolder): string[] {
  return options.filter((option) => {
    const page = landingPages.find((candidate) => candidate.value === option);
    return page !== undefined && (page.rule === undefined || can(user, page.rule));
  });
}

/** The preference as the screen edits it, or `null` when the screen must not show it. */
export function editablePreference(detail: UserPreferenceDetail, user: PermissionHolder): EditablePreference | null {
  const { editorType } = detail;
  if (editorType === null || !snapshotPreferenceAllowed(detail.key, user)) return null;
  const options = detail.key === LANDING_PAGE_PREFERENCE_KEY ? allowedLandingPageOptions(detail.options, user) : detail.options;
  return { ...detail, editorType, options };
}

/** The user's preferences shown in a category, in the order the server lists them. */
export function preferencesInCategory(
  details: readonly UserPreferenceDetail[],
  category: PreferenceCategoryId,
  user: PermissionHolder,
): EditablePreference[] {
  return details
    .filter((detail) => userPreferenceCategory(detail.key) === category)
    .map((detail) => editablePreference(detail, user))
    .filter((detail): detail is EditablePreference => detail !== null);
}

/** The system settings shown in a category. */
export function settingsInCategory(settings: readonly SystemSetting[], category: PreferenceCategoryId): SystemSetting[] {
  return settings.filter((setting) => systemSettingCategory(setting.category) === category);
}
