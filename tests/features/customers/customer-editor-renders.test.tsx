import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session-store';
import type * as PicklistItems from '@/lib/picklists/picklist-items';
import { customerContext } from '../../../mocks/db/seed-customers';
import { useMockServer } from '../../mocks/mock-api';
import { renderRoute, signInAs } from '../../support/render-route';

/*
 * The customer editor's Job Defaults section lists the active payment terms on each of its renders
 * (and nothing else on the page does), so counting those calls counts its renders. Typing a name
 * updates the job name example under Job Name Pattern, which follows the name fields on its own:
 * the section around it (pattern, discount, payment term, tax override) does not render again.
 */
const jobDefaultsRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/picklists/picklist-items', async (importOriginal) => {
  const actual = await importOriginal<typeof PicklistItems>();
  return {
    ...actual,
    activePicklistItems: (...args: Parameters<typeof actual.activePicklistItems>) => {
      jobDefaultsRenders.count += 1;
      return actual.activePicklistItems(...args);
    },
  };
});

useMockServer();
beforeEach(() => {
  sessionStore.reset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('customer editor renders', () => {
  it('updates the job name example as the last name is typed without rendering Job Defaults again', async () => {
    await signInAs('office');
    const { user } = renderRoute(`/customers/edit/${customerContext('nguyen')}`);
    const lastName = await screen.findByRole('textbox', { name: /Last Name/ });
    await screen.findByRole('combobox', { name: 'Payment Term' });
    const rendersBefore = jobDefaultsRenders.count;
    expect(rendersBefore).toBeGreaterThan(0);

    await user.clear(lastName);
    await user.type(lastName, 'Quillfeather');
    expect(await screen.findByText(/Example: .*Quillfeather/)).toBeInTheDocument();
    expect(jobDefaultsRenders.count).toBe(rendersBefore);
  }, 40_000);
});
