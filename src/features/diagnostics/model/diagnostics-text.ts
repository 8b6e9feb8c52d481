/** One labelled value of a diagnostics page, as shown and as copied for support. */
export interface DiagnosticsFact {
  label: string;
  value: string;
}

export interface DiagnosticsSection {
  title: string;
  facts: readonly DiagnosticsFact[];
}

/**
 * The text Copy Diagnostics puts on the clipboard: the page's title and when, then each section's
 * title and its `label: value` lines, sections parted by a blank line.
 */
export function diagnosticsText(page: string, sections: readonly DiagnosticsSection[], at: Date = new Date()): string {
  const blocks = sections.map((section) => [section.title, ...section.facts.map((fact) => `  ${fact.label}: ${fact.value}`)].join('\n'));
  return [`Fieldline diagnostics: ${page} (${at.toISOString()})`, ...blocks].join('\n\n');
}

/** A byte count people read: `512 B`, `1.5 KB`, `20.3 MB`, `1.2 GB` (1 KB = 1024 B). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return 'Unknown';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}

/** Used of quota as words: `20.3 MB of 1.2 GB (2%)`. */
export function storageUsageText(usage: number | undefined, quota: number | undefined): string {
  if (usage === undefined || quota === undefined) return 'Not reported by this browser';
  const percent = quota > 0 ? Math.round((usage / quota) * 100) : 0;
  return `${formatBytes(usage)} of ${formatBytes(quota)} (${percent}%)`;
}
