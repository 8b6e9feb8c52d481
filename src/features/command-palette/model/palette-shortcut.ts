/**
 * The command palette's keyboard shortcut (issue 20): Ctrl+K, or ⌘K on a Mac. Kept apart from the
 * palette itself: the app bar loads this with the shell, the palette only when first opened.
 */

export interface ShortcutEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Whether the platform is a Mac (its shortcut is ⌘K). */
export function isMacPlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** Ctrl+K (⌘K on a Mac), without Alt or Shift. */
export function isPaletteShortcut(event: ShortcutEvent, mac: boolean): boolean {
  if (event.altKey || event.shiftKey || event.key.toLowerCase() !== 'k') return false;
  return mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
}

/** "Ctrl+K" or "⌘K", as the button's tooltip shows it. */
export function shortcutText(mac: boolean): string {
  return mac ? '\u2318K' : 'Ctrl+K';
}

/** The `aria-keyshortcuts` value of the button. */
export function ariaShortcut(mac: boolean): string {
  return mac ? 'Meta+K' : 'Control+K';
}
