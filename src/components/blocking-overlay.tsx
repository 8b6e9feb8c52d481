import { useSyncExternalStore } from 'react';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { changeSignal } from './change-signal';

/** Delay before the overlay appears, so quick operations never flash it. */
export const BLOCKING_OVERLAY_DELAY_MS = 500;

let active = 0;
let visible = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const { subscribe, emit } = changeSignal();

function begin(): void {
  active += 1;
  if (active === 1) {
    timer = setTimeout(() => {
      visible = true;
      emit();
    }, BLOCKING_OVERLAY_DELAY_MS);
  }
}

function end(): void {
  active -= 1;
  if (active === 0) {
    clearTimeout(timer);
    if (visible) {
      visible = false;
      emit();
    }
  }
}

/** Blocks the screen while a long operation runs; the overlay shows once it has taken 500 ms. */
export async function whileBlocking<T>(work: Promise<T>): Promise<T> {
  begin();
  try {
    return await work;
  } finally {
    end();
  }
}

/**
 * Mounted only while shown: a closed Backdrop would keep its spinner animating (style recalculations
 * every frame) on every idle page.
 */
export function BlockingOverlay() {
  const shown = useSyncExternalStore(subscribe, () => visible, () => false);
  if (!shown) return null;
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal + 10, color: '#fff' }}>
      <CircularProgress color="inherit" aria-label="Working, please wait" />
    </Backdrop>
  );
}
