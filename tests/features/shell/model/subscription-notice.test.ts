import { describe, expect, it } from 'vitest';
import type { Subscription } from '@/lib/auth/auth-schemas';
import { subscriptionNotice } from '@/features/shell/model/subscription-notice';

function trial(trialEndsOn: string | null): Subscription {
  return { status: 'TRIALING', planName: 'Fieldline Pro', trialEndsOn };
}

/** 9 in the morning, local time, on the given date. */
function morningOf(date: string): Date {
  return new Date(`${date}T09:00:00`);
}

describe('subscriptionNotice', () => {
  it('says nothing without a subscription or for an active one', () => {
    expect(subscriptionNotice(null)).toBeNull();
    expect(subscriptionNotice({ status: 'ACTIVE', planName: 'Fieldline Pro', trialEndsOn: null })).toBeNull();
    expect(subscriptionNotice({ status: 'ACTIVE', planName: 'Fieldline Pro', trialEndsOn: '2026-05-01' }, morningOf('2026-04-30'))).toBeNull();
  });

  it('tells a trialing user the plan when the trial has no end date', () => {
    expect(subscriptionNotice(trial(null))).toEqual({ severity: 'info', message: 'You are trialing Fieldline Pro.' });
  });

  it('warns about a past-due payment and a cancelled subscription', () => {
    expect(subscriptionNotice({ status: 'PAST_DUE', planName: 'Fieldline Pro', trialEndsOn: null })).toEqual({
      severity: 'error',
      message: 'Your subscription payment is past due. Please update your payment details to keep your account active.',
    });
    expect(subscriptionNotice({ status: 'CANCELED', planName: 'Fieldline Pro', trialEndsOn: null })).toEqual({
      severity: 'error',
      message: 'Your subscription has been cancelled. Renew it to keep using the product.',
    });
  });

  it('counts whole calendar days to the last day of the trial', () => {
    const endsOn = '2026-05-11';
    const cases: [today: string, message: string][] = [
      ['2026-05-11', 'Your Fieldline Pro trial ends today.'],
      ['2026-05-10', 'Your Fieldline Pro trial ends in 1 day.'],
      ['2026-05-08', 'Your Fieldline Pro trial ends in 3 days.'],
      ['2026-05-01', 'Your Fieldline Pro trial ends in 10 days.'],
    ];
    expect(cases.map(([today]) => subscriptionNotice(trial(endsOn), morningOf(today))?.message)).toEqual(
      cases.map(([, message]) => message),
    );
  });

  it('warns in the last three days of the trial and informs before that', () => {
    const endsOn = '2026-05-11';
    const severities = ['2026-05-11', '2026-05-10', '2026-05-08', '2026-05-07', '2026-05-01'].map(
      (today) => subscriptionNotice(trial(endsOn), morningOf(today))?.severity,
    );
    expect(severities).toEqual(['warning', 'warning', 'warning', 'info', 'info']);
  });

  it('gives the same message at any time of the same day', () => {
    const endsOn = '2026-05-11';
    const early = subscriptionNotice(trial(endsOn), new Date('2026-05-09T00:05:00'));
    const late = subscriptionNotice(trial(endsOn), new Date('2026-05-09T22:55:00'));
    expect(late).toEqual(early);
  });
});
