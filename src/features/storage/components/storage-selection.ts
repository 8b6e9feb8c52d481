/** The ticked images or files of a results page, and whether the user may tick them. */
export interface StorageSelection {
  selected: ReadonlySet<string>;
  /** False hides the selection controls (users who cannot manage storage). */
  selectable: boolean;
  onToggle: (context: string) => void;
}
