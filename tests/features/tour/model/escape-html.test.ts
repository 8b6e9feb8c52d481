import { describe, expect, it } from 'vitest';
import { escapeHtml } from '@/features/tour/model/escape-html';

describe('escapeHtml', () => {
  it('escapes markup so names show as text', () => {
    expect(escapeHtml(`<img src=x onerror="alert('hi')"> & co`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;hi&#39;)&quot;&gt; &amp; co',
    );
  });

  it('leaves plain text alone', () => {
    expect(escapeHtml('Welcome to Fieldline, Ada!')).toBe('Welcome to Fieldline, Ada!');
  });
});
