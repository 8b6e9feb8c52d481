import type { SectionNavItem } from '@/components/section-nav';
import { paths } from '@/config/paths';
import type { UserState } from '@/lib/auth/auth-schemas';
import { isAdministrator } from '@/lib/permissions';

export type SettingsNavId =
  | 'preferences'
  | 'company-information'
  | 'credit-card-payments'
  | 'email-server'
  | 'images-files'
  | 'manage-subscription';

export type SettingsNavItem = SectionNavItem<SettingsNavId>;

const preferencesItem: SettingsNavItem = { id: 'preferences', text: 'Preferences', to: paths.settingsCategory('preferences') };

const administratorItems: SettingsNavItem[] = [
  { id: 'company-information', text: 'Company Information', to: paths.settingsCategory('company-information') },
  { id: 'credit-card-payments', text: 'Credit Card Payments', to: paths.settingsCategory('credit-card-payments') },
  { id: 'email-server', text: 'Email Server', to: paths.settingsCategory('email-server') },
  { id: 'images-files', text: 'Images and Files', to: paths.settingsCategory('images-files') },
  {
    id: 'manage-subscription',
    text: 'Manage Subscription',
    to: paths.billing,
    state: { returnUrl: paths.settingsCategory('preferences') },
  },
];

/** The settings pages' left navigation: Preferences for everyone, the rest for administrators (spec 1 §2). */
export function settingsNavItems(user: Pick<UserState, 'permissions'>): SettingsNavItem[] {
  return isAdministrator(user) ? [preferencesItem, ...administratorItems] : [preferencesItem];
}

/** The navigation item of the settings page at `pathname` (`/settings` shows Preferences). */
export function activeSettingsNavId(pathname: string, items: readonly SettingsNavItem[]): SettingsNavId | undefined {
  const path = pathname.replace(/\/+$/, '');
  if (path === paths.settings) return 'preferences';
  return items.find((item) => item.to === path)?.id;
}
