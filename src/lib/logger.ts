/**
 * The log the log viewer shows: entries (index, tag, message) recorded while recording is enabled.
 * The recording switch survives reloads.
 */
export interface LogEntry {
  index: number;
  tag: string;
  message: string;
  /** ISO date-time it was recorded. */
  time: string;
}

const RECORDING_KEY = 'fieldline.log-recording';
const MAX_ENTRIES = 1000;

let entries: LogEntry[] = [];
let nextIndex = 1;
const listeners = new Set<() => void>();

function readRecording(): boolean {
  try {
    return window.localStorage.getItem(RECORDING_KEY) === 'on';
  } catch {
    return false;
  }
}

let recording = typeof window !== 'undefined' ? readRecording() : false;

function emit(): void {
  listeners.forEach((listener) => listener());
}

export const logger = {
  log(tag: string, message: string): void {
    if (!recording) return;
    entries = [...entries, { index: nextIndex++, tag, message, time: new Date().toISOString() }].slice(-MAX_ENTRIES);
    emit();
  },
  isRecording(): boolean {
    return recording;
  },
  setRecording(enabled: boolean): void {
    recording = enabled;
    try {
      window.localStorage.setItem(RECORDING_KEY, enabled ? 'on' : 'off');
    } catch {
      // storage unavailable: the switch lasts for this page only
    }
    emit();
  },
  entries(): LogEntry[] {
    return entries;
  },
  clear(): void {
    entries = [];
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
