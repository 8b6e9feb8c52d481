// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { mediaBlock, routeMediaRules, topLevelRules } from '@/lib/emotion-media-sheets';

describe('emotion media sheets', () => {
  it('reads a plain @media block and splits its rules', () => {
    expect(mediaBlock('@media print{.a{color:red;}.a .b{display:none;}}')).toEqual({ media: 'print', body: '.a{color:red;}.a .b{display:none;}' });
    expect(mediaBlock('@media (min-width:600px){.a{padding:8px;}}')).toEqual({ media: '(min-width:600px)', body: '.a{padding:8px;}' });
    expect(mediaBlock('.a{color:red;}')).toBeNull();
    // A nested at-rule stays with emotion.
    expect(mediaBlock('@media print{@supports (display:grid){.a{display:grid;}}}')).toBeNull();
    expect(topLevelRules('.a{color:red;}.a .b{display:none;}')).toEqual(['.a{color:red;}', '.a .b{display:none;}']);
  });

  it('puts @media print rules into a print sheet after the page’s sheets, and the rest where emotion puts them', () => {
    const inserted: string[] = [];
    const sheet = { key: 'css', nonce: undefined, insert: (rule: string) => void inserted.push(rule) };
    routeMediaRules(sheet, document);
    sheet.insert('.a{color:red;}');
    sheet.insert('@media print{.a{color:blue;}.a .b{display:none;}}');
    sheet.insert('@media (min-width:600px){.c{padding:8px;}}');
    sheet.insert('@media print{.d{color:green;}}');
    // Screen media rules keep their order among each other in emotion's sheet (xs before sm).
    expect(inserted).toEqual(['.a{color:red;}', '@media (min-width:600px){.c{padding:8px;}}']);
    const mediaSheets = [...document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion="css-media"]')];
    expect(mediaSheets.map((element) => element.media)).toEqual(['print']);
    const compact = (sheet: CSSStyleSheet) => [...sheet.cssRules].map((rule) => rule.cssText.replace(/\s*([{};:])\s*/g, '$1'));
    expect(compact(mediaSheets[0]!.sheet!)).toEqual(['.a{color:blue;}', '.a .b{display:none;}', '.d{color:green;}']);
    for (const element of mediaSheets) element.remove();
  });
});
