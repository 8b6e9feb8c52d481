import { useEffect } from 'react';
import { ADD_DETAIL_SHORTCUT } from './job-detail-texts';

const NOT_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color', 'image']);

/** Where a key press types text (a text field, a select, a rich-text editor): the shortcut leaves those alone. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NOT_TEXT_INPUTS.has(target.type);
}

/** Whether the key press is the add-detail shortcut (Alt+N, by the key's place so any layout works). */
export function isAddDetailShortcut(event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'code'>): boolean {
  return event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey && event.code === ADD_DETAIL_SHORTCUT.code;
}

/**
 * Alt+N opens the job detail editor while the job details are on screen: anywhere in the page but
 * a text field or an open dialog (a dialog's own keys stay its own).
 */
export function useAddDetailShortcut(onShortcut: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isAddDetailShortcut(event) || isTextEntry(event.target)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      onShortcut();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [onShortcut, enabled]);
}
