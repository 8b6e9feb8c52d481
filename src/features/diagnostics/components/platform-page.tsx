import { useSyncExternalStore } from 'react';
import { useBrowserStorage } from '../api/read-browser-storage';
import type { DiagnosticsSection } from '../model/diagnostics-text';
import { browserFacts, screenFacts, storageFacts, type BrowserSnapshot, type BrowserStorageSnapshot } from '../model/platform-facts';
import { DiagnosticsFrame, FactsSection } from './diagnostics-frame';

/** What changes while the page is open (on or off line, the window's size), as one comparable text. */
function liveState(): string {
  return JSON.stringify([navigator.onLine, window.innerWidth, window.innerHeight, window.devicePixelRatio, window.screen.width, window.screen.height]);
}

function readBrowser(live: string): BrowserSnapshot {
  const [online, width, height, ratio, screenWidth, screenHeight] = JSON.parse(live) as [boolean, number, number, number, number, number];
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    languages: navigator.languages ?? [],
    online,
    cookiesEnabled: navigator.cookieEnabled,
    screen: { width: screenWidth, height: screenHeight },
    viewport: { width, height },
    devicePixelRatio: ratio,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/** Follows the page going on or off line and being resized. */
function subscribeBrowser(listener: () => void): () => void {
  const events = ['online', 'offline', 'resize'] as const;
  events.forEach((name) => window.addEventListener(name, listener));
  return () => events.forEach((name) => window.removeEventListener(name, listener));
}

function platformSections(browser: BrowserSnapshot, storage: BrowserStorageSnapshot | undefined): DiagnosticsSection[] {
  return [
    { title: 'Browser', facts: browserFacts(browser) },
    { title: 'Screen', facts: screenFacts(browser) },
    { title: 'Storage and Offline', facts: storageFacts(storage) },
  ];
}

/** diagnostics/platform: browser, screen and viewport, service worker, storage used and quota. */
export default function PlatformPage() {
  const live = useSyncExternalStore(subscribeBrowser, liveState);
  const storage = useBrowserStorage();
  const sections = platformSections(readBrowser(live), storage.data);
  return (
    <DiagnosticsFrame page="platform" copySections={() => sections}>
      {sections.map((section) => (
        <FactsSection key={section.title} title={section.title} facts={section.facts} />
      ))}
    </DiagnosticsFrame>
  );
}
