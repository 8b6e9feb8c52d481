import { act, screen, within } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import { endpoints } from '@/config/endpoints';
import { clearToasts } from '@/components/toasts';
import { guidedTourNames } from '@/lib/schemas/guided-tour-schemas';
import type { DocumentCreateRequest, JobDocument } from '@/lib/schemas/document-schemas';
import type { JobRecord } from '@/lib/schemas/job-schemas';
import { seededUsernames } from '../../../mocks/db/seed';
import { createDocument, createRequestOf, lineContexts, threeLineJob } from '../../mocks/document-fixtures';
import { signIn } from '../../mocks/mock-api';
import { server } from '../../../mocks/node';
import { openRoute, type DemoAccount, type RenderedRoute } from '../../support/render-route';

/**
 * Helpers of the job documents tests (job-document-create, document-actions-menu,
 * document-send-and-pay): a job made through the API with a proposal, the job's editor, and its
 * Documents table and action menus.
 */

const tours = { completedGuidedTours: [guidedTourNames.welcome, guidedTourNames.jobEditor] };

/** The office's access token for setting data up through the API. */
export async function officeToken(): Promise<string> {
  return (await signIn(seededUsernames.office)).accessToken;
}

/**
 * A new job (tests/mocks/document-fixtures.ts `threeLineJob`: $100 × 2 and $50.50, a 10% discount
 * and an 8.25% override, and a non-taxable $30 line) with a proposal of its first two lines (TOTAL $244.05).
 */
export async function proposalOnNewJob(): Promise<{ job: JobRecord; proposal: JobDocument; token: string }> {
  const token = await officeToken();
  const job = await threeLineJob(token);
  const proposal = await createDocument('proposal', createRequestOf(job, lineContexts(job, 'Install water heater', 'Expansion tank')), token);
  return { job, proposal, token };
}

/** The job's editor as `account`, once its Documents are shown. */
export async function openJob(account: DemoAccount, job: JobRecord): Promise<RenderedRoute> {
  const rendered = await openRoute(account, `/jobs/edit/${job.context}`, tours);
  await screen.findByRole('form', { name: 'Job' }, { timeout: 60_000 });
  return rendered;
}

type User = RenderedRoute['user'];

/** Opens the action menu of the document titled `title` ("Proposal 2001") and answers its items; the menu stays open. */
export async function menuItems(user: User, title: string): Promise<string[]> {
  await user.click(screen.getByRole('button', { name: `Actions for ${title}` }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

/** Chooses `action` in the menu of the document titled `title`. */
export async function chooseAction(user: User, title: string, action: string): Promise<void> {
  await user.click(screen.getByRole('button', { name: `Actions for ${title}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

/** The cells of the document's row in the job's Documents table, by column heading; `null` without that row. */
export function documentCells(title: string): Record<string, string> | null {
  const table = screen.queryByRole('table', { name: 'Documents' });
  if (!table) return null;
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
  const row = within(table)
    .getAllByRole('row')
    .slice(1)
    .find((candidate) => candidate.textContent?.includes(`${title}:`));
  if (!row) return null;
  return Object.fromEntries(
    within(row)
      .getAllByRole('cell')
      .map((cell, index) => [headers[index], cell.textContent ?? '']),
  );
}

/** jsdom makes no object URLs: each blob gets `blob:pdf-1`, `blob:pdf-2`, …; answers the blobs. */
export function stubObjectUrls(): Blob[] {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:pdf-${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return blobs;
}

/**
 * Takes the toasts on screen away. Toasts queue: a new one shows when the one before it closes
 * (5 s), so a step that expects its own toast first clears the previous step's.
 */
export function dismissToasts(): void {
  act(() => clearToasts());
}

/** The bodies of the Proposal/Create calls the mock server receives during the test. */
export function captureProposalCreates(): DocumentCreateRequest[] {
  const bodies: DocumentCreateRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.toLowerCase().endsWith(`/${endpoints.proposal.create.toLowerCase()}`)) {
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body as DocumentCreateRequest));
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return bodies;
}
