import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guidedTourNames } from '@/lib/schemas/guided-tour-schemas';
import { openRoute, useRouteTests } from '../../support/render-route';

/** Who may add jobs, and Add Job's required fields (the journey, e2e/jobs.spec.ts, runs as the office manager). */
useRouteTests({ preload: () => import('@/features/jobs/components/job-add-page') });

const tours = { completedGuidedTours: [guidedTourNames.welcome, guidedTourNames.jobEditor] };
const loaded = { timeout: 10_000 };

describe('Add Job access', () => {
  it('sends a technician to the unauthorized screen', async () => {
    const { router } = await openRoute('tech', '/jobs/add', tours);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/unauthorized\//), loaded);
    expect(await screen.findByText(/You are not authorized for the feature you requested/, undefined, loaded)).toBeInTheDocument();
  });

  it('asks the office manager for the required fields', async () => {
    const { user } = await openRoute('office', '/jobs/add', tours);
    const actions = await screen.findByRole('group', { name: 'Job actions' }, loaded);
    await user.click(within(actions).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unable to save, please review the form for errors.')).toBeInTheDocument();
    expect(screen.getByText('Customer is required.')).toBeInTheDocument();
    expect(screen.getByText('Job name is required.')).toBeInTheDocument();
    expect(screen.getByText('Job type is required.')).toBeInTheDocument();
  }, 30_000);
});
