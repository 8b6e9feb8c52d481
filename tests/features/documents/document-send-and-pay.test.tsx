import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/config/endpoints';
import { localIsoDate } from '@/lib/format';
import { mockControl } from '../../../mocks/control';
import { createDocument, createRequestOf, lineContexts, threeLineJob } from '../../mocks/document-fixtures';
import { useRouteTests } from '../../support/render-route';
import { chooseAction, dismissToasts, documentCells, menuItems, officeToken, openJob, proposalOnNewJob } from './job-documents-harness';

/**
 * Sending and paying from a document's action menu on its job (spec 2 §2 action menus, §3 eSign,
 * spec 3 §5 payments): Email with the PDF attached into Email History, Send for eSign, and Record
 * Payment on an invoice up to the Paid badge, against the mock backend.
 */
const LONG = 45_000;

useRouteTests({
  preload: () => Promise.all([import('@/features/jobs/components/job-edit-page'), import('@/lib/document-pdf')]),
  warmUp: async () => {
    const { job } = await proposalOnNewJob();
    await openJob('office', job);
  },
});

/** `yyyy-MM-dd` of today plus `days`, on the local calendar (the dialog's). */
function day(days: number): string {
  const today = new Date();
  return localIsoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() + days));
}

describe('Email', () => {
  it("starts with the customer's addresses and the proposal's subject, refuses an invalid address, and sends the PDF into Email History", async () => {
    const { job, proposal } = await proposalOnNewJob();
    const title = `Proposal ${proposal.number}`;
    const addresses = proposal.customer.emailList.map((email) => email.address);
    expect(addresses.length).toBeGreaterThan(0);
    const { user, fill } = await openJob('office', job);

    await chooseAction(user, title, 'Email');
    const dialog = await screen.findByRole('dialog', { name: `Email ${title}` });
    const to = within(dialog).getByRole('textbox', { name: 'To' });
    expect(to).toHaveValue(addresses.join(', '));
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue(`${title}: ${job.name}`);
    expect(within(dialog).getByText(`Attachment: Proposal-${proposal.number}.pdf`)).toBeInTheDocument();

    await fill(to, `${addresses[0]}, not-an-address`);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('not-an-address is not a valid email address.')).toBeInTheDocument();
    expect(mockControl.callCount(endpoints.proposal.email)).toBe(0);

    await fill(to, addresses[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email sent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = mockControl.sentEmails().at(-1)!;
    expect(sent.subject).toBe(`${title}: ${job.name}`);
    expect(sent.to.map((party) => party.emailAddress)).toEqual([addresses[0]]);
    expect(sent.customerSummary?.context).toBe(job.serviceCustomer.context);
    expect(sent.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([[`Proposal-${proposal.number}.pdf`, 'application/pdf']]);
    expect(atob(sent.attachments[0]!.data!).slice(0, 5)).toBe('%PDF-');
  }, LONG);
});

describe('Send for eSign', () => {
  it('refuses a link that expires today; sending makes the proposal Awaiting eSign with the link in the eSign/ePay cell', async () => {
    const { job, proposal } = await proposalOnNewJob();
    const title = `Proposal ${proposal.number}`;
    const { user, fill } = await openJob('office', job);
    expect(documentCells(title)).toMatchObject({ Status: 'Pending', 'eSign/ePay': '' });

    await chooseAction(user, title, 'Send for eSign');
    const dialog = await screen.findByRole('dialog', { name: `Send ${title} for eSign` });
    expect(within(dialog).getByRole('textbox', { name: 'Recipients' })).toHaveValue(proposal.customer.emailList.map((email) => email.address).join(', '));
    const expiration = within(dialog).getByLabelText(/Link Expiration Date/);
    expect(expiration).toHaveValue(day(30));
    await fill(expiration, day(0));
    await user.click(within(dialog).getByRole('button', { name: 'Send for eSign' }));
    expect(await within(dialog).findByText('The link expiration date must be after today.')).toBeInTheDocument();
    expect(mockControl.callCount(endpoints.proposal.sendForESign)).toBe(0);

    const expires = day(7);
    await fill(expiration, expires);
    await user.click(within(dialog).getByRole('button', { name: 'Send for eSign' }));
    expect(await screen.findByText('Proposal sent for eSign.')).toBeInTheDocument();
    const [year, month, date] = expires.split('-');
    await waitFor(() => expect(documentCells(title)).toMatchObject({ Status: 'Awaiting eSign', 'eSign/ePay': `eSign: awaiting, link expires ${month}/${date}/${year}` }));
  }, LONG);
});

describe('Record Payment on an invoice', () => {
  it('refuses more than is due keeping what was typed, then a partial and the rest payment bring the Paid badge', async () => {
    const token = await officeToken();
    const job = await threeLineJob(token);
    // The worked example's two lines: TOTAL $244.05.
    const invoice = await createDocument('invoice', createRequestOf(job, lineContexts(job, 'Install water heater', 'Expansion tank')), token);
    const title = `Invoice ${invoice.number}`;
    const { user, fill } = await openJob('office', job);
    expect(documentCells(title)).toMatchObject({ Status: 'Draft', 'eSign/ePay': 'ePay: $244.05 due once sent', Total: '$244.05' });

    await chooseAction(user, title, 'Record Payment');
    let dialog = await screen.findByRole('dialog', { name: 'Record Payment' });
    expect(within(dialog).getByRole('combobox', { name: 'Invoice' })).toHaveTextContent(`${title} – $244.05 due`);
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Check' }));
    await fill(within(dialog).getByRole('textbox', { name: 'Check/Auth #' }), '1042');
    await fill(within(dialog).getByRole('textbox', { name: 'Amount' }), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    const refusal = await screen.findByRole('dialog', { name: 'Please correct the following' });
    expect(within(refusal).getByText("The amount is more than the invoice's balance of $244.05.")).toBeInTheDocument();
    await user.click(within(refusal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please correct the following' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('300');
    expect(within(dialog).getByRole('textbox', { name: 'Check/Auth #' })).toHaveValue('1042');
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Check');

    await fill(within(dialog).getByRole('textbox', { name: 'Amount' }), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByText('Payment recorded.')).toBeInTheDocument();
    await waitFor(() => expect(documentCells(title)).toMatchObject({ Status: 'Draft', 'eSign/ePay': 'ePay: $144.05 due once sent' }));

    dismissToasts();
    await chooseAction(user, title, 'Record Payment');
    dialog = await screen.findByRole('dialog', { name: 'Record Payment' });
    expect(within(dialog).getByRole('combobox', { name: 'Invoice' })).toHaveTextContent(`${title} – $144.05 due`);
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Cash' }));
    await fill(within(dialog).getByRole('textbox', { name: 'Amount' }), '144.05');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByText('Payment recorded.')).toBeInTheDocument();
    await waitFor(() => expect(documentCells(title)).toMatchObject({ Status: 'Paid', 'eSign/ePay': 'ePay: paid in full' }));
    const documents = screen.getByRole('table', { name: 'Documents' });
    expect(within(documents).getByText('Paid')).toHaveClass('MuiChip-label');
    expect(await menuItems(user, title)).not.toContain('Record Payment');
  }, LONG);
});
