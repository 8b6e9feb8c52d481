import { describe, expect, it } from 'vitest';
import { resendMarkers, showsResendColumn } from '@/features/email-history/model/resend-markers';

const plain = { hasParent: false, hasChild: false };

describe('resend column rule', () => {
  it('hides the column when no email on the page is a resend or has been resent', () => {
    expect(showsResendColumn([])).toBe(false);
    expect(showsResendColumn([plain, plain])).toBe(false);
  });

  it('shows the column when any email has a parent or a child', () => {
    expect(showsResendColumn([plain, { hasParent: true, hasChild: false }])).toBe(true);
    expect(showsResendColumn([{ hasParent: false, hasChild: true }, plain])).toBe(true);
  });

  it('gives each email the spec markers', () => {
    expect(resendMarkers(plain)).toEqual([]);
    expect(resendMarkers({ hasParent: true, hasChild: false })).toEqual(['This email is a resend']);
    expect(resendMarkers({ hasParent: false, hasChild: true })).toEqual(['Email has been resent']);
    expect(resendMarkers({ hasParent: true, hasChild: true })).toEqual(['This email is a resend', 'Email has been resent']);
  });
});
