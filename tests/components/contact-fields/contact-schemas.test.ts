import { describe, expect, it } from 'vitest';
import type { Address, Email, Telephone } from '@/lib/schemas/common-schemas';
import {
  addressInputSchema,
  addressListInputSchema,
  blankAddress,
  contactMessages,
  emailListInputSchema,
  isValidTelephoneNumber,
  normalizeAddress,
  normalizeEmails,
  telephoneListInputSchema,
  validationMessages,
  withOnePrimary,
} from '@/lib/schemas/contact-schemas';

const address = (overrides: Partial<Address> = {}): Address => ({
  ...blankAddress(),
  street1: '2215 SE 6th Ave',
  city: 'Portland',
  state: 'OR',
  postalCode: '97214',
  ...overrides,
});
const telephone = (number: string, primary = true): Telephone => ({ context: '', telephoneType: 'Work', number, primary });
const email = (value: string, primary = true): Email => ({ context: '', emailType: 'Work', address: value, primary });

function messages(result: { success: boolean; error?: Parameters<typeof validationMessages>[0] }): string[] {
  return result.success || !result.error ? [] : validationMessages(result.error);
}

describe('address rules', () => {
  it('accepts a blank address (none) and a complete one', () => {
    expect(addressInputSchema.safeParse(blankAddress()).success).toBe(true);
    expect(addressInputSchema.safeParse(address()).success).toBe(true);
  });

  it('requires street, city, state and postal code once any part is filled, rejecting whitespace', () => {
    const result = addressInputSchema.safeParse({ ...blankAddress(), city: 'Portland', state: '  ' });
    expect(messages(result)).toEqual([contactMessages.streetRequired, contactMessages.stateRequired, contactMessages.postalCodeRequired]);
    const issue = result.error?.issues.find((candidate) => candidate.message === contactMessages.streetRequired);
    expect(issue?.path).toEqual(['street1']);
  });

  it('limits each part', () => {
    expect(messages(addressInputSchema.safeParse(address({ street1: 's'.repeat(101), postalCode: '9'.repeat(21) })))).toEqual([
      contactMessages.streetTooLong,
      contactMessages.postalCodeTooLong,
    ]);
  });

  it('normalizes a blank address to null and trims the rest', () => {
    expect(normalizeAddress(blankAddress())).toBeNull();
    expect(normalizeAddress({ ...address(), city: ' Portland ' })?.city).toBe('Portland');
  });

  it('wants one primary address per type in a list', () => {
    const list = [address({ primary: true }), address({ addressType: 'Billing', primary: true })];
    expect(addressListInputSchema.safeParse(list).success).toBe(true);
    expect(messages(addressListInputSchema.safeParse([address({ primary: true }), address({ primary: true })]))).toEqual([
      contactMessages.onePrimaryAddress('Service'),
    ]);
  });
});

describe('telephone and email rules', () => {
  it.each([
    ['(503) 555-0142', true],
    ['503.555.0142', true],
    ['+1 503 555 0142', true],
    ['(503) 555-0142 x204', true],
    ['503-555-0142 ext. 12', true],
    ['555', false],
    ['call the office', false],
    ['503-555-0142 or 0143', false],
  ])('telephone %s is valid: %s', (number, valid) => {
    expect(isValidTelephoneNumber(number)).toBe(valid);
  });

  it('reports each bad row on its value field', () => {
    const result = telephoneListInputSchema.safeParse([telephone(''), telephone('123', false), telephone('9'.repeat(31), false)]);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['0.number', contactMessages.telephoneRequired],
      ['1.number', contactMessages.telephoneInvalid],
      ['2.number', contactMessages.telephoneTooLong],
    ]);
  });

  it('validates email addresses and wants exactly one primary in a non-empty list', () => {
    expect(emailListInputSchema.safeParse([]).success).toBe(true);
    expect(emailListInputSchema.safeParse([email(' shop@northwind-hp.test ')]).success).toBe(true);
    expect(messages(emailListInputSchema.safeParse([email('shop@'), email('', false)]))).toEqual([contactMessages.emailInvalid, contactMessages.emailRequired]);
    expect(messages(emailListInputSchema.safeParse([email('a@b.test', false), email('c@d.test', false)]))).toEqual([contactMessages.onePrimaryEmail]);
    expect(messages(telephoneListInputSchema.safeParse([telephone('5035550142'), telephone('5035550143')]))).toEqual([contactMessages.onePrimaryTelephone]);
  });

  it('normalizes lists to trimmed values with one primary', () => {
    expect(normalizeEmails([email(' a@b.test ', false), email('c@d.test', false)]).map((item) => [item.address, item.primary])).toEqual([
      ['a@b.test', true],
      ['c@d.test', false],
    ]);
  });
});

describe('withOnePrimary', () => {
  it('keeps the first primary of each group and gives groups without one their first item', () => {
    const rows = [
      { group: 'a', primary: false },
      { group: 'a', primary: true },
      { group: 'a', primary: true },
      { group: 'b', primary: false },
    ];
    expect(withOnePrimary(rows, (row) => row.group).map((row) => row.primary)).toEqual([false, true, false, true]);
  });
});
