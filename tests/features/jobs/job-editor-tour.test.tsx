import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runJobEditorTour } from '@/features/tour/components/run-job-editor-tour';
import type * as RunJobEditorTourModule from '@/features/tour/components/run-job-editor-tour';
import { activeGuidedTour } from '@/features/tour/components/run-guided-tour';
import { sessionStore } from '@/lib/auth/session-store';
import { guidedTourNames } from '@/lib/schemas/guided-tour-schemas';
import { server } from '../../../mocks/node';
import { getDb } from '../../../mocks/db/store';
import type { Job } from '../../../mocks/db/types';
import { openRoute, renderRoute, useRouteTests, type DemoAccount, type RenderedRoute } from '../../support/render-route';
import { guidedTourLogHandlers, stubMatchMedia, type TourLogCall } from '../tour/tour-test-support';

/**
 * The job-editor guided tour (spec 2 §2 and §4 "Guided tour"; issue 13) in the real job editor:
 * once per user on a desktop width, its steps in order, marked completed at its start, the finish
 * logged, never again once completed, and not on a phone width. Each test signs in another seeded
 * account: the tour starts at most once per user in a page load.
 */

// The editor loads the tour's runner lazily; a spy on it tells that the tour was not started at all.
vi.mock('@/features/tour/components/run-job-editor-tour', async (importOriginal) => {
  const actual = await importOriginal<typeof RunJobEditorTourModule>();
  return { ...actual, runJobEditorTour: vi.fn(actual.runJobEditorTour) };
});

const loaded = { timeout: 10_000 };
/** A test that steps through the tour in the editor (a loaded two-core machine can take seconds a step). */
const LONG = 45_000;

const STEP_TITLES = ['Find the customer', 'Create a customer', 'Job name', 'Job type', 'Manage job types', 'Documents', 'Add job details', 'You are ready'];

let calls: TourLogCall[] = [];
let restoreLayout: () => void = () => undefined;

function plainJob(): Job {
  return getDb().jobs.all().find((job) => !job.chainId && !job.recurring)!;
}

useRouteTests({ preload: () => Promise.all([import('@/features/jobs/components/job-edit-page'), import('@/features/tour/components/run-job-editor-tour')]) });

beforeEach(() => {
  calls = [];
  server.use(...guidedTourLogHandlers(calls));
  // jsdom lays nothing out: the editor's tour targets count as rendered (driver.js skips a popover whose target is not).
  const original = Element.prototype.getClientRects;
  const layout = vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    return this.hasAttribute('data-tour') ? ([new DOMRect(0, 0, 200, 40)] as unknown as DOMRectList) : original.call(this);
  });
  restoreLayout = () => layout.mockRestore();
});

afterEach(() => {
  activeGuidedTour()?.stop();
  restoreLayout();
  vi.mocked(runJobEditorTour).mockClear();
  vi.unstubAllGlobals();
});

/** Opens the job editor as `account`, who has completed the welcome tour and `completed` besides. */
async function openEditor(account: DemoAccount, { compact = false, completed = [] as string[] } = {}): Promise<RenderedRoute> {
  stubMatchMedia(compact);
  const rendered = await openRoute(account, `/jobs/edit/${plainJob().context}`, { completedGuidedTours: [guidedTourNames.welcome, ...completed] });
  await screen.findByRole('form', { name: 'Job' }, loaded);
  return rendered;
}

/** Steps through the tour with Next up to Finish; answers the titles it showed. */
async function walkTour(rendered: RenderedRoute): Promise<string[]> {
  const titles: string[] = [];
  for (;;) {
    const dialog = await screen.findByRole('dialog', {}, loaded);
    const title = dialog.querySelector('h2')?.textContent ?? '';
    titles.push(title);
    const finish = within(dialog).queryByRole('button', { name: 'Finish' });
    if (finish) {
      await rendered.user.click(finish);
      return titles;
    }
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Next' }));
    // The next step's popover replaces this one.
    await waitFor(() => expect(screen.getByRole('dialog').querySelector('h2')?.textContent).not.toBe(title), loaded);
  }
}

function descriptors(): (string | null)[] {
  return calls.filter((call) => call.endpoint === 'CreateCRMRecord').map((call) => call.descriptor);
}

describe('the job-editor tour', () => {
  it('starts on a desktop width, shows its steps in order, is marked completed at its start and logs the finish', async () => {
    const rendered = await openEditor('office');
    const first = await screen.findByRole('dialog', { name: 'Find the customer' }, loaded);
    expect(within(first).getByRole('button', { name: 'Cancel Tour' })).toBeInTheDocument();
    expect(calls.filter((call) => call.endpoint === 'Create')).toEqual([{ endpoint: 'Create', guidedTourName: guidedTourNames.jobEditor, descriptor: null }]);
    expect(sessionStore.getState().userState?.completedGuidedTours).toContain(guidedTourNames.jobEditor);

    const titles = await walkTour(rendered);
    expect(titles).toEqual(STEP_TITLES);
    await expect(activeGuidedTour()?.ended ?? Promise.resolve('finished')).resolves.toBe('finished');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(descriptors()).toEqual([...STEP_TITLES.map((title, index) => `Step ${index + 1} VIEWED: ${title}`), 'FINISHED TOUR']);

    // A later visit to the editor does not start it again.
    rendered.view.unmount();
    renderRoute(`/jobs/edit/${plainJob().context}`);
    await screen.findByRole('form', { name: 'Job' }, loaded);
    expect(vi.mocked(runJobEditorTour)).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.endpoint === 'Create')).toHaveLength(1);
  }, LONG);

  it('skips the popovers whose targets a technician does not have: Manage Job Types and Documents', async () => {
    const rendered = await openEditor('tech');
    await screen.findByRole('dialog', { name: 'Find the customer' }, loaded);
    expect(screen.queryByRole('button', { name: 'Manage Job Types' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-tour="job-documents"]')).toBeNull();
    expect(await walkTour(rendered)).toEqual(STEP_TITLES.filter((title) => title !== 'Manage job types' && title !== 'Documents'));
  }, LONG);

  it('does not start for a user who has completed it', async () => {
    await openEditor('admin', { completed: [guidedTourNames.jobEditor] });
    expect(screen.getByRole('textbox', { name: 'Job Name' })).toBeInTheDocument();
    expect(vi.mocked(runJobEditorTour)).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('does not start on a phone width', async () => {
    await openEditor('root', { compact: true });
    expect(vi.mocked(runJobEditorTour)).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(sessionStore.getState().userState?.completedGuidedTours).not.toContain(guidedTourNames.jobEditor);
  });
});
