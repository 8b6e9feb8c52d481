import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session-store';
import { useMockServer } from '../../mocks/mock-api';
import { openRoute } from '../../support/render-route';

/** Who may add jobs (the end-to-end journey, e2e/jobs.spec.ts, runs as the office manager). */
useMockServer();
beforeEach(() => {
  sessionStore.reset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('Add Job access', () => {
  it('sends a technician to the unauthorized screen', async () => {
    const { router } = await openRoute('tech', '/jobs/add');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/unauthorized\//));
    expect(await screen.findByText(/You are not authorized for the feature you requested/, undefined)).toBeInTheDocument();
  });

  it('asks the office manager for the required fields', async () => {
    const { user } = await openRoute('office', '/jobs/add');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unable to save, please review the form for errors.')).toBeInTheDocument();
    expect(screen.getByText('Customer is required.')).toBeInTheDocument();
    expect(screen.getByText('Job name is required.')).toBeInTheDocument();
    expect(screen.getByText('Job type is required.')).toBeInTheDocument();
  });
});
