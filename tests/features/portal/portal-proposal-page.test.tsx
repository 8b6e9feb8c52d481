import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatUsd } from '@/lib/job-calculations';
import { endpoints } from '@/config/endpoints';
import { portalMessages, portalProposalSchema } from '@/lib/schemas/portal-schemas';
import { getDb } from '../../../mocks/db/store';
import { tokens } from '../../mocks/job-fixtures';
import { dayFromToday, freshIp, portalGet, portalPost, sentProposal } from '../../mocks/portal-fixtures';
import { renderRoute, signInAs, useRouteTests } from '../../support/render-route';
import { XSS_NAME, XSS_TEXT } from '../../support/xss-payloads';

useRouteTests({ preload: () => Promise.all([import('@/features/portal/components/portal-layout-page'), import('@/features/portal/components/proposal-page')]) });

async function openProposal() {
  const { office } = await tokens();
  const sent = await sentProposal(office);
  const rendered = renderRoute(`/customer-portal/proposal/${sent.tokens[0]!}`);
  await screen.findByRole('heading', { level: 1, name: `Proposal #${sent.number}` });
  return { ...sent, ...rendered };
}

describe('the customer portal: a proposal', () => {
  it('shows the company, the lines and the totals', async () => {
    const { tokens: links } = await openProposal();
    const view = portalProposalSchema.parse(await (await portalGet(endpoints.portal.getProposal, links[0]!, freshIp())).json());
    const company = getDb().companyInfo.get();
    expect(await screen.findByText(company.companyName)).toBeInTheDocument();
    // The brand color of Company Information (#0b5394 reads on white) on the company's name.
    expect(screen.getByText(company.companyName)).toHaveStyle({ color: 'rgb(11, 83, 148)' });
    const lines = screen.getByRole('list', { name: 'Lines' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(view.lines.length);
    for (const line of view.lines.filter((item) => item.type !== 'Subtotal')) expect(within(lines).getAllByText(line.name).length).toBeGreaterThan(0);
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Subtotal')).toBeInTheDocument();
    expect(within(totals).getByText('Total')).toBeInTheDocument();
    expect(within(totals).getByText(formatUsd(view.totals.total))).toBeInTheDocument();
    expect(view.totals.total).toBe(271.05);
    expect(screen.getByRole('button', { name: 'View PDF' })).toBeInTheDocument();
  });

  it('opens the PDF in a new tab from View PDF', async () => {
    const objectUrl = vi.fn((blob: Blob | MediaSource) => `blob:test/${(blob as Blob).type}`);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() }));
    const open = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
    const { user } = await openProposal();
    await user.click(screen.getByRole('button', { name: 'View PDF' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:test/application/pdf', '_blank'));
    vi.unstubAllGlobals();
  });

  it('accepts with the terms and a typed signature: the server has it Accepted', async () => {
    const { context, user, fill } = await openProposal();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept and Sign' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept and Sign' }));
    expect(await within(dialog).findByText(portalMessages.termsRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'I accept the terms' }));
    await fill(within(dialog).getByRole('textbox', { name: 'Your name' }), 'Pat Customer');
    await user.click(within(dialog).getByRole('radio', { name: 'Type my name instead' }));
    await fill(within(dialog).getByRole('textbox', { name: 'Type your name as your signature' }), 'Pat Customer');
    await user.click(within(dialog).getByRole('button', { name: 'Accept and Sign' }));

    expect(await screen.findByText(/Your signed acceptance was sent/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByText('Accepted').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(getDb().proposals.get(context)!.status).toBe('Accepted');
  });

  it('needs a comment to request changes, and shows the comment as text', async () => {
    const { context, user, fill } = await openProposal();
    await user.click(screen.getByRole('button', { name: 'Request Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Changes' });
    await fill(within(dialog).getByRole('textbox', { name: 'Your name' }), 'Pat Customer');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByText(portalMessages.commentsRequired)).toBeInTheDocument();
    expect(getDb().proposals.get(context)!.status).toBe('Awaiting eSign');

    // Every payload of the committed XSS list, as the comment and in the name.
    const comment = `Please use copper pipe.\n${XSS_TEXT}`;
    await fill(within(dialog).getByRole('textbox', { name: 'Your name' }), XSS_NAME);
    await fill(within(dialog).getByRole('textbox', { name: 'What would you like changed?' }), comment);
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(/Your requested changes were sent/)).toBeInTheDocument();
    const shown = screen.getByText('Your comments').nextElementSibling!;
    expect(shown.textContent).toBe(comment);
    expect(screen.getByText(XSS_NAME)).toBeInTheDocument();
    expect(document.querySelector('main script, main iframe, main details, main math, img[src="x"], a[href^="javascript"]')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    expect(getDb().proposals.get(context)!.customerComments).toBe(comment);
    expect(getDb().proposals.get(context)!.status).toBe('Changes Requested');
  });

  it('shows the server’s refusal when the proposal was already answered from another link', async () => {
    const { office } = await tokens();
    const sent = await sentProposal(office, ['pat@example.test', 'sam@example.test']);
    const { user, fill } = renderRoute(`/customer-portal/proposal/${sent.tokens[0]!}`);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const answered = await portalPost(endpoints.portal.respondToProposal, { token: sent.tokens[1]!, action: 'Reject', signerName: 'Sam', comments: 'No thanks.' }, freshIp());
    expect(answered.status).toBe(200);
    const dialog = await screen.findByRole('dialog', { name: 'Reject Proposal' });
    await fill(within(dialog).getByRole('textbox', { name: 'Why do you decline?' }), 'Too expensive.');
    await fill(within(dialog).getByRole('textbox', { name: 'Your name' }), 'Pat Customer');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(portalMessages.alreadyAnswered)).toBeInTheDocument();
    // The page behind catches up with the answer the server has.
    expect((await screen.findAllByText('Rejected')).length).toBeGreaterThan(0);
  });

  it('says an expired link has expired and offers the company’s phone and email', async () => {
    const { office } = await tokens();
    const sent = await sentProposal(office);
    getDb().portalTokens.update(sent.tokens[0]!, { expiresOn: dayFromToday(-1) });
    renderRoute(`/customer-portal/proposal/${sent.tokens[0]!}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.getByText(portalMessages.expired)).toBeInTheDocument();
    const company = getDb().companyInfo.get();
    const phoneLinks = screen.getAllByRole('link', { name: company.telephone });
    expect(phoneLinks[0]).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(screen.getAllByRole('link', { name: company.email })[0]).toHaveAttribute('href', `mailto:${company.email}`);
  });

  it('shows no staff header or heading bar to a browser that also holds a staff session', async () => {
    await signInAs('office');
    await openProposal();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Help for/ })).not.toBeInTheDocument();
  });

  it('says an unknown link is not valid', async () => {
    renderRoute(`/customer-portal/proposal/${'0'.repeat(64)}`);
    expect(await screen.findByText(portalMessages.unknown)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeInTheDocument();
  });
});
