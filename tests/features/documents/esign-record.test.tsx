import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/config/endpoints';
import { getDb } from '../../../mocks/db/store';
import { post } from '../../mocks/mock-api';
import { dayFromToday, freshIp, portalPost } from '../../mocks/portal-fixtures';
import { useRouteTests } from '../../support/render-route';
import { XSS_NAME, XSS_PAYLOADS, XSS_TEXT } from '../../support/xss-payloads';
import { chooseAction, menuItems, openJob, proposalOnNewJob } from './job-documents-harness';

/**
 * The office's side of a portal answer (issue 18): the proposal's eSign Record with who, when, from
 * where, the totals and terms shown and the signature; History's entry; customer-typed text shown
 * as text, never as markup.
 */
const LONG = 45_000;
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

useRouteTests({
  preload: () => Promise.all([import('@/features/jobs/components/job-edit-page'), import('@/features/documents/components/document-dialogs')]),
  warmUp: async () => {
    const { job } = await proposalOnNewJob();
    await openJob('office', job);
  },
});

/** A proposal on a new job, sent for eSign to pat@example.test and answered in the portal. */
async function answeredProposal(answer: Record<string, unknown>) {
  const made = await proposalOnNewJob();
  await post(endpoints.proposal.sendForESign, { context: made.proposal.context, recipients: ['pat@example.test'], message: 'Please review.', linkExpirationDate: dayFromToday(14) }, made.token);
  const portalToken = getDb().portalTokens.where('document', made.proposal.context).at(-1)!.token;
  const response = await portalPost(endpoints.portal.respondToProposal, { token: portalToken, ...answer }, freshIp(), { 'User-Agent': 'PortalPhone/2.0 (iPhone)' });
  expect(response.status).toBe(200);
  return made;
}

describe('eSign Record', () => {
  it('shows the office who signed, when, from where, the totals and terms shown and the drawn signature', async () => {
    const { job, proposal } = await answeredProposal({ action: 'Accept', signerName: 'Pat Customer', comments: '', signatureImage: SIGNATURE, acceptedTerms: true });
    const title = `Proposal ${proposal.number}`;
    const { user } = await openJob('office', job);
    expect(await menuItems(user, title)).toContain('eSign Record');
    await user.click(screen.getByRole('menuitem', { name: 'eSign Record' }));
    const dialog = await screen.findByRole('dialog', { name: `${title} eSign Record` });
    const value = async (label: string) => (await within(dialog).findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await value('Response')).toBe('Accepted');
    expect(await value('Name entered')).toBe('Pat Customer');
    expect(await value('Link sent to')).toBe('pat@example.test');
    expect(await value('Browser')).toBe('PortalPhone/2.0 (iPhone)');
    expect(await value('IP address')).toMatch(/^198\.51\.100\.\d+$/);
    expect(await value('Totals shown')).toContain('Total $244.05');
    expect(within(dialog).getByRole('img', { name: 'Signature of Pat Customer' })).toHaveAttribute('src', SIGNATURE);
    const terms = getDb().systemSettings.get('PROPOSAL_TERMS')?.value.trim() ?? '';
    expect(within(dialog).getByLabelText('Terms shown').textContent).toBe(terms || 'No terms were shown.');
  }, LONG);

  it('is absent until the customer answers', async () => {
    const { job, proposal } = await proposalOnNewJob();
    const { user } = await openJob('office', job);
    expect(await menuItems(user, `Proposal ${proposal.number}`)).not.toContain('eSign Record');
  }, LONG);

  it('shows names and comments full of markup as text in the record and in History', async () => {
    const { job, proposal } = await answeredProposal({ action: 'RequestChanges', signerName: XSS_NAME, comments: XSS_TEXT });
    const title = `Proposal ${proposal.number}`;
    const { user } = await openJob('office', job);
    await chooseAction(user, title, 'eSign Record');
    const dialog = await screen.findByRole('dialog', { name: `${title} eSign Record` });
    expect((await within(dialog).findByText('Name entered', { selector: 'dt' })).nextElementSibling?.textContent).toBe(XSS_NAME);
    const comments = within(dialog).getByText('Comments', { selector: 'dt' }).nextElementSibling!;
    expect(comments.textContent).toBe(XSS_TEXT);
    for (const payload of XSS_PAYLOADS) expect(comments.textContent).toContain(payload);
    // Nothing typed became an element: no script, image, frame, link or svg in the record.
    expect(dialog.querySelector('script, img, iframe, a, svg:not([data-testid]), details, math')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await chooseAction(user, title, 'History');
    const history = await screen.findByRole('dialog', { name: `${title} History` });
    const entry = (await within(history).findByRole('cell', { name: 'Customer Response' })).closest('tr')!;
    expect(entry.textContent).toContain(XSS_NAME);
    expect(history.querySelector('script, img, iframe, details, math')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  }, LONG);
});
