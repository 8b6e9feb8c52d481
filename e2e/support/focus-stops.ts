import type { Page } from '@playwright/test';
import { contrastRatio, effectiveBackground, parseCssColor, type Rgba } from './color-contrast';

/** What the page says of the element that has focus (computed styles, no screenshots). */
export interface FocusStop {
  /** Role-ish description for messages: tag, role and accessible text. */
  label: string;
  /** The same element was a stop before (the Tab order has come round). */
  repeat: boolean;
  /** The focus indicator: an outline on the element or a wrapper close above it (a field's frame). */
  ring: { width: number; color: string; offset: number } | null;
  /** Background colours behind the indicator, innermost first. */
  backgrounds: string[];
  /** A field's placeholder: its colour and opacity, with the field's backgrounds. */
  placeholder: { color: string; opacity: number; backgrounds: string[] } | null;
  /** What covers the middle of the stop (a sticky bar), or why it cannot be seen. */
  hidden: string | null;
}

/** Runs in the page: describes `document.activeElement` (null on the page body). Self-contained: it is serialised. */
function readFocusStop(): FocusStop | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const store = window as unknown as { __focusStops?: WeakSet<Element> };
  store.__focusStops ??= new WeakSet();
  const repeat = store.__focusStops.has(element);
  store.__focusStops.add(element);

  const describe = (node: Element) => {
    const role = node.getAttribute('role');
    const text = (node.getAttribute('aria-label') ?? (node as HTMLElement).innerText ?? node.getAttribute('placeholder') ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return `${node.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${text}"`;
  };
  const backgroundsFrom = (start: Element | null) => {
    const colours: string[] = [];
    for (let node = start; node; node = node.parentElement) colours.push(getComputedStyle(node).backgroundColor);
    return colours;
  };

  let ring: FocusStop['ring'] = null;
  let host: Element = element;
  for (let node: Element | null = element, depth = 0; node && node !== document.body && depth < 4; node = node.parentElement, depth += 1) {
    const style = getComputedStyle(node);
    const width = Number.parseFloat(style.outlineWidth);
    if (style.outlineStyle !== 'none' && width > 0) {
      ring = { width, color: style.outlineColor, offset: Number.parseFloat(style.outlineOffset) || 0 };
      host = node;
      break;
    }
  }
  // An outline drawn outside the element lies on what surrounds it; one drawn inside, on the element.
  const backgrounds = backgroundsFrom(ring && ring.offset >= 0 ? host.parentElement : host);

  let placeholder: FocusStop['placeholder'] = null;
  if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.placeholder && element.value === '') {
    const style = getComputedStyle(element, '::placeholder');
    placeholder = { color: style.color, opacity: Number.parseFloat(style.opacity || '1'), backgrounds: backgroundsFrom(element) };
  }

  let hidden: string | null = null;
  const box = (element.getBoundingClientRect().width > 0 ? element : host).getBoundingClientRect();
  const x = box.left + Math.min(box.width / 2, 12);
  const y = box.top + box.height / 2;
  if (box.width === 0 || box.height === 0) hidden = 'no size';
  else if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) hidden = 'outside the window';
  else {
    const hit = document.elementFromPoint(x, y);
    if (hit && !element.contains(hit) && !hit.contains(element) && !host.contains(hit)) hidden = `under ${describe(hit)}`;
  }
  return { label: describe(element), repeat, ring, backgrounds, placeholder, hidden };
}

/** Presses Tab (Shift+Tab with `backwards`) and describes where focus went. */
export async function tabToNextStop(page: Page, backwards = false): Promise<FocusStop | null> {
  await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  return page.evaluate(readFocusStop);
}

/** Describes the element that has focus now. */
export async function currentStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(readFocusStop);
}

function colours(list: readonly string[]): Rgba[] {
  return list.map(parseCssColor).filter((colour): colour is Rgba => colour !== null);
}

/** Why a stop falls short (no indicator, under 2 px, under 3:1 against what is behind it; hidden; a faint placeholder), or null. */
export function focusStopProblem(stop: FocusStop): string | null {
  const problems: string[] = [];
  const ring = stop.ring ? parseCssColor(stop.ring.color) : null;
  if (!stop.ring) problems.push('no focus indicator');
  else if (stop.ring.width < 2) problems.push(`a ${stop.ring.width}px indicator`);
  else if (!ring) problems.push(`an indicator of colour ${stop.ring.color}`);
  else {
    const ratio = contrastRatio(ring, effectiveBackground(colours(stop.backgrounds)));
    if (ratio < 3) problems.push(`an indicator at ${ratio.toFixed(2)}:1`);
  }
  if (stop.hidden) problems.push(`hidden: ${stop.hidden}`);
  const placeholder = stop.placeholder ? parseCssColor(stop.placeholder.color) : null;
  if (stop.placeholder && placeholder) {
    const ratio = contrastRatio({ ...placeholder, a: placeholder.a * stop.placeholder.opacity }, effectiveBackground(colours(stop.placeholder.backgrounds)));
    if (ratio < 4.5) problems.push(`a placeholder at ${ratio.toFixed(2)}:1`);
  }
  return problems.length > 0 ? problems.join('; ') : null;
}
