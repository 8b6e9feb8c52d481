import { seededUuid } from './ids';
import type { Proposal } from './document-types';
import { customerName, primaryOf } from './record-views';
import { addHistory, historyEntry, type SeedActor } from './seed-document-records';
import { DAY_MS, HOUR_MS, localDateText, MINUTE_MS, type SeedRandom } from './seed-helpers';
import { signatureDataUrl } from './seed-signature';
import type { Customer } from './types';

/** Days a seeded eSign link works. */
const LINK_DAYS = 14;

const changeRequests = [
  'Could you quote a second option with a 10-year labor warranty?',
  'Please split the thermostat upgrade out so we can decide on it later.',
  'Can the work start after the 15th? We are away until then.',
];
const rejections = ['We decided to go with another contractor.', 'The price is more than we budgeted this year.', 'We are selling the house and will leave it to the buyer.'];

function formatDay(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

/**
 * Sends a seeded proposal for eSign (by `author`, shortly after it was made) and, for a proposal the
 * customer answered, records the answer before `answeredBy` (the next document's date or now):
 * Accepted with a drawn signature, Changes Requested or Rejected with the customer's comments.
 * Awaiting eSign proposals wait. The status changes its answer made go into the history.
 */
export function sendSeededESign(proposal: Proposal, customer: Customer | undefined, author: SeedActor, answeredBy: Date, random: SeedRandom): void {
  // Within half an hour of the proposal, and before the answer is due (the next document, or now).
  const made = Date.parse(proposal.date);
  const ceiling = Math.max(made, answeredBy.getTime());
  const sent = new Date(Math.min(made + random.int(5, 30) * MINUTE_MS, Math.max(made, ceiling - 2 * MINUTE_MS)));
  const email = customer ? primaryOf(customer.emailList)?.address : undefined;
  const recipients = email ? [email] : ['customer@example.test'];
  const expires = localDateText(new Date(sent.getTime() + LINK_DAYS * DAY_MS));
  const answer = proposal.status;
  Object.assign(proposal, {
    dateGenerated: sent.toISOString(),
    linkExpirationDate: expires,
    emailRecipients: recipients,
    customerResponse: 'Awaiting eSign',
    eSignToken: seededUuid(`esign:${proposal.context}`).replace(/-/g, '') + seededUuid(`esign-salt:${proposal.context}`).replace(/-/g, ''),
  } satisfies Partial<Proposal>);
  addHistory(proposal, historyEntry(sent, 'Sent for eSign', `Sent for eSign to ${recipients.join(', ')}; the link works through ${formatDay(expires)}.`, author));
  addHistory(proposal, historyEntry(sent, 'Status Changed', 'Status changed from Pending to Awaiting eSign.', author));
  if (answer === 'Awaiting eSign') return;

  const signer: SeedActor = { userId: null, userName: customer ? customerName(customer) : 'Customer' };
  const at = new Date(Math.max(sent.getTime(), Math.min(sent.getTime() + random.int(2, 40) * HOUR_MS, ceiling - MINUTE_MS)));
  proposal.customerResponseDate = at.toISOString();
  if (answer === 'Accepted') {
    proposal.customerResponse = 'Accepted';
    proposal.customerSignature = signatureDataUrl(signer.userName);
    addHistory(proposal, historyEntry(at, 'Signed', `Accepted and signed by ${signer.userName} through the customer portal.`, signer));
  } else if (answer === 'Changes Requested' || answer === 'Rejected') {
    proposal.customerResponse = answer;
    proposal.customerComments = random.pick(answer === 'Rejected' ? rejections : changeRequests);
    addHistory(proposal, historyEntry(at, 'Customer Response', `${answer} by ${signer.userName}: ${proposal.customerComments}`, signer));
  }
  addHistory(proposal, historyEntry(at, 'Status Changed', `Status changed from Awaiting eSign to ${answer} by the customer's response.`, signer));
}
