/**
 * jsdom has no media queries. The tests' default: a desktop-wide window whose user asked for less
 * motion, as the e2e browsers do (`reducedMotion: 'reduce'`): the theme drops its transitions
 * (src/app/theme.ts), so a closing dialog or menu goes at once instead of after its 200 ms exit.
 */
function mediaQueries(matches: (query: string) => boolean): typeof window.matchMedia {
  return ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

const REDUCED_MOTION = /prefers-reduced-motion:\s*reduce/;
const defaultMedia = mediaQueries((query) => REDUCED_MOTION.test(query));

export function applyDefaultMedia(): void {
  window.matchMedia = defaultMedia;
}

/** Below the compact breakpoint (phones) when `compact`. */
export function stubMediaWidth(compact: boolean): void {
  window.matchMedia = mediaQueries((query) => (REDUCED_MOTION.test(query) ? true : compact));
}

export function unstubMediaWidth(): void {
  applyDefaultMedia();
}
