// The customer portal's bench row (issue 18): a fresh eSign link for a proposal of the seed, made
// through the API as the bench's account, so the portal opens a proposal a customer may answer.
import { apiOrigin, config } from './config.mjs';
import { refreshToken } from './servers.mjs';

async function post(path, body, headers = {}) {
  const answer = await fetch(`${apiOrigin}/api/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
}

async function records(collection) {
  const answer = await fetch(`${apiOrigin}/__mock/records/${collection}`);
  if (!answer.ok) throw new Error(`reading ${collection} answered ${answer.status}`);
  return answer.json();
}

/** A working portal token of a Pending proposal, sent for eSign now (the link works for 14 days). */
export async function freshPortalToken() {
  const tokens = await post('UserAuthentication/RefreshToken', { accessToken: null, refreshToken: await refreshToken(config.account) });
  const proposal = (await records('proposals')).find((candidate) => candidate.status === 'Pending');
  if (!proposal) throw new Error('the seed has no Pending proposal to send for eSign');
  const expires = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await post(
    'Proposal/SendForESign',
    { context: proposal.context, recipients: ['bench.customer@example.com'], message: 'Please review and sign.', linkExpirationDate: expires },
    { Authorization: `Bearer ${tokens.accessToken}` },
  );
  const link = (await records('portalTokens')).filter((token) => token.documentContext === proposal.context && !token.revokedAt).at(-1);
  if (!link) throw new Error('SendForESign made no portal token');
  return link.token;
}
