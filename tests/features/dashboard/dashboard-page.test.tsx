import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { endpoints } from '@/config/endpoints';
import { sessionStore } from '@/lib/auth/session-store';
import type { UserPreference } from '@/lib/auth/auth-schemas';
import type { IntakeSnapshotResponse, JobListItem, SnapshotRequest, TaskSnapshotResponse } from '@/lib/schemas/dashboard-schemas';
import { guidedTourNames } from '@/lib/schemas/guided-tour-schemas';
import { mockControl } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { login } from '../../mocks/mock-api';
import { renderRoute } from '../../support/render-route';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStore.reset();
  mockControl.reset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(toast, 'success').mockImplementation(() => undefined);
});
afterEach(() => {
  server.resetHandlers();
  sessionStore.reset();
  mockControl.reset();
});
afterAll(() => server.close());

type Account = 'admin' | 'office' | 'tech';

async function openDashboard(account: Account, preferences: UserPreference[] = [], entry = '/dashboard') {
  const answer = await login(`${account}@demo.test`);
  if (!answer.accessToken || !answer.userState) throw new Error(`sign-in failed for ${account}`);
  const merged = [...answer.userState.preferences.filter((p) => !preferences.some((o) => o.key === p.key)), ...preferences];
  sessionStore.signIn(answer.accessToken, { ...answer.userState, preferences: merged, completedGuidedTours: [guidedTourNames.welcome] });
  const { router, user } = renderRoute(entry);
  await screen.findByRole('button', { name: 'Configure' });
  return { router, user };
}

const apiUrl = (endpoint: string) => `*/api/${endpoint}`;

describe('dashboard page', () => {
  it('shows the snapshots the office permissions allow, without the financial summary', async () => {
    await openDashboard('office');
    expect(await screen.findByRole('heading', { name: 'Recent Customers' })).toBeInTheDocument();
    for (const title of ['Intake', 'Recent Jobs', "Today's Schedule", 'Tasks', 'Timesheet']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: 'Financial Summary' })).not.toBeInTheDocument();
    expect(mockControl.callCount(endpoints.analytics.getFinancialSummary)).toBe(0);
  });

  it('shows Getting Started instead of snapshots, with the authentication check, and Hide This turns it off', async () => {
    const { user } = await openDashboard('admin', [{ key: 'SHOW_GET_STARTED', value: 'Yes' }]);
    expect(await screen.findByRole('heading', { name: 'Getting Started' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent Customers' })).not.toBeInTheDocument();
    await waitFor(() => expect(mockControl.callCount(endpoints.auth.checkAuthentication)).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Hide This' }));
    expect(await screen.findByRole('heading', { name: 'Financial Summary' })).toBeInTheDocument();
    expect(sessionStore.getState().userState?.preferences.find((p) => p.key === 'SHOW_GET_STARTED')?.value).toBe('No');
  });

  it('truncates intake descriptions at 85, job descriptions at 115 and task details at 110 characters', async () => {
    const long = (length: number) => 'word '.repeat(60).slice(0, length);
    const requests: Record<string, unknown> = {};
    server.use(
      http.post(apiUrl(endpoints.intakeSnapshot.getSnapshot), async ({ request }) => {
        const body = (await request.json()) as SnapshotRequest;
        requests.intake = body;
        const answer: IntakeSnapshotResponse = {
          results: [
            {
              context: 'intake-1',
              intakeType: { context: 't', text: 'Estimate' },
              description: long(120),
              dateTime: '2026-11-20T15:00:00.000Z',
              customer: { context: 'c', customerName: 'Pat Doe', parentCustomerName: null, active: false, telephoneList: [], emailList: [], address: null },
              serviceAddress: null,
              status: 'Pending',
            },
          ],
          request: body,
          dateTime: '2026-11-22T00:00:00.000Z',
          intakeStatusSummary: { pending: 7, complete: 3, cancelled: 2 },
        };
        return HttpResponse.json(answer);
      }),
      http.post(apiUrl(endpoints.taskSnapshot.getSnapshot), async ({ request }) => {
        const body = (await request.json()) as SnapshotRequest;
        const answer: TaskSnapshotResponse = {
          results: [
            {
              context: 'task-1',
              title: '',
              taskType: null,
              assignedTo: null,
              completeDate: null,
              completeType: 'By',
              status: 'Open',
              details: long(200),
              priority: 'Urgent',
            },
          ],
          request: body,
          dateTime: '2026-11-22T00:00:00.000Z',
        };
        return HttpResponse.json(answer);
      }),
      http.post(apiUrl(endpoints.jobSearch.search), async ({ request }) => {
        requests.job = await request.json();
        const job: JobListItem = {
          context: 'job-1',
          number: 1001,
          name: 'Furnace replacement',
          description: long(300),
          jobType: { context: 'jt', text: 'Installation' },
          jobStatus: { context: 'js', text: 'Open' },
          serviceCustomer: { context: 'c', customerName: 'Pat Doe', parentCustomerName: null, active: true, telephoneList: [], emailList: [], address: null },
          serviceAddress: null,
          recurring: false,
          dateTime: '2026-11-20T15:00:00.000Z',
          appointments: [],
        };
        return HttpResponse.json({ results: [job], searchResultCount: 1, totalCount: 1 });
      }),
    );
    await openDashboard('office');

    const intakeList = await screen.findByRole('list', { name: 'Intake' });
    const intakeLink = within(intakeList).getByRole('link');
    expect(intakeLink).toHaveAttribute('href', '/intake/view/intake-1');
    expect(intakeLink).toHaveTextContent(`${long(85).trimEnd()}\u2026`);
    expect(intakeLink).not.toHaveTextContent(long(86));
    expect(within(intakeLink).getByText('Inactive')).toBeInTheDocument();
    const summary = screen.getByRole('group', { name: 'Intake summary' });
    expect(summary).toHaveTextContent('Pending7');
    expect(summary).toHaveTextContent('Complete (last 30 days)3');
    expect(summary).toHaveTextContent('Cancelled (last 30 days)2');
    // The default intake statuses come from the user's preference.
    expect(requests.intake).toMatchObject({ statuses: ['Pending', 'Scheduled'] });

    const taskLink = within(await screen.findByRole('list', { name: 'Tasks' })).getByRole('link');
    expect(taskLink).toHaveTextContent('No Title');
    expect(taskLink).toHaveTextContent(`${long(110).trimEnd()}\u2026`);
    expect(taskLink).not.toHaveTextContent(long(111));

    const jobLink = within(await screen.findByRole('list', { name: 'Recent Jobs' })).getByRole('link');
    expect(jobLink).toHaveTextContent(`${long(115).trimEnd()}\u2026`);
    expect(jobLink).not.toHaveTextContent(long(116));
    expect(requests.job).toMatchObject({ pageSize: 50, recentlyUsed: true, assignedTo: null });
  });

  it('asks for Assigned to Me with the user personnel context when the filter preference says so', async () => {
    let body: SnapshotRequest | undefined;
    server.use(
      http.post(apiUrl(endpoints.intakeSnapshot.getSnapshot), async ({ request }) => {
        body = (await request.json()) as SnapshotRequest;
        return HttpResponse.json({ results: [], request: body, dateTime: '2026-11-22T00:00:00.000Z', intakeStatusSummary: { pending: 0, complete: 0, cancelled: 0 } });
      }),
    );
    await openDashboard('tech', [{ key: 'INTAKE_DASH_FLTR', value: 'Assigned to Me' }]);
    expect(await screen.findByText('No intake to show.')).toBeInTheDocument();
    expect(body?.recentlyUsed).toBe(false);
    expect(body?.assignedTo).toBe(sessionStore.getState().userState?.personnelContext);
  });

  it('Configure turns a snapshot off through the preference call', async () => {
    const { user } = await openDashboard('office');
    await screen.findByRole('heading', { name: 'Recent Customers' });
    await user.click(screen.getByRole('button', { name: 'Configure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configure Dashboard' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Recent Customers' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('User preference updated.'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Recent Customers' })).not.toBeInTheDocument());
    expect(sessionStore.getState().userState?.preferences.find((p) => p.key === 'CUST_ON_DASH')?.value).toBe('No');
  });
});
