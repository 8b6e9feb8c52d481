import { describe, expect, it } from 'vitest';
import { activeSettingsNavId, settingsNavItems } from '@/features/settings/model/settings-navigation';

describe('settingsNavItems', () => {
  it('gives every user Preferences', () => {
    expect(settingsNavItems({ permissions: ['JOB_R'] })).toEqual([{ id: 'preferences', text: 'Preferences', to: '/settings/preferences' }]);
  });

  it('gives administrators the administrator pages and Manage Subscription', () => {
    const items = settingsNavItems({ permissions: ['ADMINISTRATOR'] });
    expect(items.map((item) => [item.text, item.to])).toEqual([
      ['Preferences', '/settings/preferences'],
      ['Company Information', '/settings/company-information'],
      ['Credit Card Payments', '/settings/credit-card-payments'],
      ['Email Server', '/settings/email-server'],
      ['Images and Files', '/settings/images-files'],
      ['Manage Subscription', '/billing'],
    ]);
    expect(items.at(-1)?.state).toEqual({ returnUrl: '/settings/preferences' });
  });
});

describe('activeSettingsNavId', () => {
  const items = settingsNavItems({ permissions: ['ADMINISTRATOR'] });

  it('marks Preferences for settings and settings/preferences', () => {
    expect(activeSettingsNavId('/settings', items)).toBe('preferences');
    expect(activeSettingsNavId('/settings/', items)).toBe('preferences');
    expect(activeSettingsNavId('/settings/preferences', items)).toBe('preferences');
  });

  it('marks the page whose address is open', () => {
    expect(activeSettingsNavId('/settings/email-server', items)).toBe('email-server');
    expect(activeSettingsNavId('/settings/unknown', items)).toBeUndefined();
  });
});
