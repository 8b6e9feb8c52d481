import { describe, expect, it } from 'vitest';
import { brandColorUse, contrastRatio } from '@/features/portal/model/brand-color';

describe('brandColorUse', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('uses a dark brand colour for the name and the buttons', () => {
    expect(brandColorUse('#0b5394')).toEqual({ accent: '#0b5394', text: '#0b5394', button: '#0b5394' });
  });

  it('keeps a light brand colour to the accent line, never on text', () => {
    expect(brandColorUse('#ffd966')).toEqual({ accent: '#ffd966', text: null, button: null });
  });

  it('ignores no colour or anything that is not #rrggbb', () => {
    expect(brandColorUse(null)).toBeNull();
    expect(brandColorUse('red')).toBeNull();
    expect(brandColorUse('#12345')).toBeNull();
  });
});
