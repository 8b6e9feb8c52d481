import { useEffect } from 'react';

/** Layers that take focus for a while and give it back when they close: dialogs, menus, popovers, select lists. */
const LAYER = '.MuiModal-root, .MuiPopover-root, [role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';
/** A layer still open (MUI hides a closed modal that stays mounted). */
const OPEN_LAYER = '.MuiModal-root:not(.MuiModal-hidden), [role="dialog"]:not([aria-hidden="true"])';

/**
 * Focus goes back to what opened a dialog or menu when it closes. MUI's dialogs give focus back to
 * the element that had it before they opened; when that element is gone (a menu item that opened the
 * dialog, a button the page replaced) focus would drop to the page body, and the next Tab would
 * start over at the top. Then it goes to the last element focused outside any layer (the menu's or
 * the dialog's trigger), while that is still on the page.
 */
export function useFocusReturn(): void {
  useEffect(() => {
    let trigger: HTMLElement | null = null;
    let inLayer = false;
    let timer: number | undefined;

    const handleFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement)) return;
      inLayer = event.target.closest(LAYER) !== null;
      if (!inLayer && event.target !== document.body) trigger = event.target;
    };
    const handleFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget !== null || !inLayer) return;
      window.clearTimeout(timer);
      // After the layer's own focus return has had its turn.
      timer = window.setTimeout(() => {
        const active = document.activeElement;
        if (active !== null && active !== document.body) return;
        if (document.querySelector(OPEN_LAYER)) return;
        if (trigger?.isConnected && trigger.getClientRects().length > 0) trigger.focus({ preventScroll: true });
      }, 0);
    };

    document.addEventListener('focusin', handleFocusIn);
    document.addEventListener('focusout', handleFocusOut);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('focusin', handleFocusIn);
      document.removeEventListener('focusout', handleFocusOut);
    };
  }, []);
}
