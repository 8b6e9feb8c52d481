import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import type { PaletteNavigation } from '../model/palette-actions';
import { PALETTE_TITLE } from '../model/palette-title';
import type { CommandPaletteDialog as DialogComponent } from './command-palette-dialog';
import { ariaShortcut, isMacPlatform, isPaletteShortcut, shortcutText } from '../model/palette-shortcut';

type DialogChunk = { CommandPaletteDialog: typeof DialogComponent };
let dialogChunk: Promise<DialogChunk> | null = null;
/** The dialog once its chunk has loaded: rendered directly, without suspending. */
let loadedDialog: typeof DialogComponent | null = null;

/** Loads the palette's chunk (dialog, Autocomplete, search call) once; later calls reuse it. */
export function preloadCommandPalette(): Promise<DialogChunk> {
  dialogChunk ??= import('./command-palette-dialog').then((module) => {
    loadedDialog = module.CommandPaletteDialog;
    return module;
  });
  return dialogChunk;
}

/**
 * Only when opened before the chunk has loaded. Suspending costs more than the wait: React holds a
 * revealed Suspense boundary back for up to 300 ms, so a loaded chunk is rendered without it.
 */
const LazyCommandPaletteDialog = lazy(() => preloadCommandPalette().then((module) => ({ default: module.CommandPaletteDialog })));

/**
 * Loads the chunk when the browser is idle after the first screen and then (`ready`) mounts the
 * palette hidden, so the first opening is a state change and not a load and a first render.
 * Without `requestIdleCallback` (tests' jsdom) the chunk loads after two seconds, mounted on first use.
 */
function usePreloadWhenIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(
        () =>
          void preloadCommandPalette().then(() => {
            if (!cancelled) setReady(true);
          }),
        { timeout: 5_000 },
      );
      return () => {
        cancelled = true;
        window.cancelIdleCallback(id);
      };
    }
    const timer = window.setTimeout(() => void preloadCommandPalette(), 2_000);
    return () => window.clearTimeout(timer);
  }, []);
  return ready;
}

export interface CommandPaletteLauncherProps {
  /** The user's menus (the shell's `buildNavigation`): the palette's "Go to …" actions. */
  navigation: PaletteNavigation;
  /** Phones and tablets: the search icon only. */
  compact: boolean;
}

/**
 * The app bar's Quick Find button and the Ctrl+K (⌘K) shortcut anywhere in the signed-in app (issue 20).
 * Only this loads with the shell; the palette itself is a lazy chunk.
 */
export function CommandPaletteLauncher({ navigation, compact }: CommandPaletteLauncherProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const mac = isMacPlatform(navigator.platform);
  const shortcut = shortcutText(mac);
  const ready = usePreloadWhenIdle();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const fallbackFocus = () => triggerRef.current;
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event, mac)) return;
      event.preventDefault();
      setUsed(true);
      setOpen(true);
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [mac]);

  const handleOpen = () => {
    setUsed(true);
    setOpen(true);
  };
  const common = {
    color: 'inherit' as const,
    'aria-label': PALETTE_TITLE,
    'aria-keyshortcuts': ariaShortcut(mac),
    'aria-haspopup': 'dialog' as const,
    title: `${PALETTE_TITLE} (${shortcut})`,
    onClick: handleOpen,
    onMouseEnter: () => void preloadCommandPalette(),
    onFocus: () => void preloadCommandPalette(),
  };
  const PaletteDialog = loadedDialog;
  return (
    <>
      {compact ? (
        // Small and tight on phones: the app bar also holds the brand, a running timer, the menu and the avatar at 390 px.
        <IconButton {...common} ref={triggerRef} size="small" sx={{ mx: -0.75 }}>
          <SearchIcon />
        </IconButton>
      ) : (
        <Button {...common} ref={triggerRef} startIcon={<SearchIcon />} sx={{ textTransform: 'none', bgcolor: 'rgba(255,255,255,0.12)', px: 1.5, mr: 1 }}>
          {PALETTE_TITLE}
          <Box component="kbd" aria-hidden sx={{ ml: 1.5, fontFamily: 'inherit', fontSize: 12, opacity: 0.85 }}>
            {shortcut}
          </Box>
        </Button>
      )}
      {(used || ready) && PaletteDialog ? <PaletteDialog open={open} onClose={() => setOpen(false)} navigation={navigation} fallbackFocus={fallbackFocus} /> : null}
      {used && !PaletteDialog ? (
        <Suspense fallback={null}>
          <LazyCommandPaletteDialog open={open} onClose={() => setOpen(false)} navigation={navigation} fallbackFocus={fallbackFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
