/** jsdom has no media queries: below the compact breakpoint (phones) when `compact`. */
export function stubMediaWidth(compact: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: compact,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

export function unstubMediaWidth(): void {
  // @ts-expect-error jsdom has no matchMedia of its own; the stub goes with the test.
  delete window.matchMedia;
}
