import { seededUuid } from './ids';
import type { PortalToken } from './portal-types';
import { DAY_MS, localDateText } from './seed-helpers';

/** Days a seeded email's portal link works (a proposal's eSign link keeps its own date). */
const LINK_DAYS = 30;

/** 64 hex characters, fixed for the same document and recipient (a seed is deterministic), like the seeded eSign tokens. */
function seededToken(label: string): string {
  return (seededUuid(`portal:${label}`) + seededUuid(`portal-salt:${label}`)).replace(/-/g, '');
}

export interface SeedPortalLinks {
  /**
   * The customer-portal link of a seeded document email to `recipient`: the proposal's eSign
   * token when it was sent for eSign, else a token of that document and recipient
   * that works for 30 days from `sent`. The link is the app's own hash route (relative: the
   * seeded emails are read in the app, on whatever address it is served from).
   */
  link(kind: PortalToken['kind'], document: { context: string; eSignToken?: string | null }, recipient: string, sent: string): string;
  /** The tokens made so far, for `MockData.portalTokens`. */
  readonly tokens: PortalToken[];
}

export function seedPortalLinks(): SeedPortalLinks {
  const tokens: PortalToken[] = [];
  return {
    tokens,
    link(kind, document, recipient, sent) {
      if (kind === 'proposal' && document.eSignToken) return `#/customer-portal/proposal/${document.eSignToken}`;
      const token = seededToken(`${kind}:${document.context}:${recipient}:${sent}`);
      const expiresOn = localDateText(new Date(Date.parse(sent) + LINK_DAYS * DAY_MS));
      tokens.push({ token, kind, documentContext: document.context, recipient, expiresOn, createdAt: sent, revokedAt: null, revokedReason: null });
      return `#/customer-portal/${kind}/${token}`;
    },
  };
}
