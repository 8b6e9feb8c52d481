/** The job details' words: spec 3 §2, §5 and §8, spec 2 §2 (exact where the spec gives them). */
export const jobDetailTexts = {
  sectionLabel: 'Job Details',
  addButton: 'Add Job Detail',
  empty: 'No job details have been added.',
  addTitle: 'Add Job Detail',
  editTitle: 'Edit Job Detail',
  add: 'Add',
  addAndNew: 'Add and New',
  update: 'Update',
  close: 'Close',
  unableToSave: 'Unable to save, please review the form for errors.',
  unableToUpdate: 'Unable to update, please review the form for errors.',
  deleteTitle: 'Delete Job Detail',
  deleteMessage: 'Do you want to delete the job detail?',
  deleteConfirm: 'Delete Job Detail',
  unableToDelete: 'Unable to delete: This job detail cannot be deleted because it is used on a proposal, work order or invoice.',
  usedOnDocumentWarning:
    'This job detail is used on a proposal, work order or invoice. Existing documents will not reflect this change unless they are created again.',
  dirtyBanner: 'This job has unsaved changes: job details cannot be selected and documents cannot be created until the job is saved.',
  selectAll: 'Select All',
  subtotalExample: 'How a subtotal works',
  rowMenu: (name: string) => `Actions for ${name}`,
  select: (name: string) => `Select ${name}`,
  /** Drag to reorder (the kit's `SortableRows`): "To reorder a job detail, …", "Picked up Haul away, line 3 of 3." */
  reorder: { one: 'a job detail', unit: 'line', unnamed: 'Job detail', handle: (name: string) => `Reorder ${name}` },
} as const;

/**
 * Opens the job detail editor from anywhere in the job editor but a text field (spec 2 "keyboard-
 * first entry"). Alt+N: no browser or screen reader (NVDA, JAWS, VoiceOver, Narrator) uses it; in a
 * text field it is left alone, since macOS types "˜" (the ñ dead key) with Option+N.
 */
export const ADD_DETAIL_SHORTCUT = { label: 'Alt+N', ariaKeyShortcuts: 'Alt+N', code: 'KeyN' } as const;

/** In the job detail editor: adds the line and starts the next one (Ctrl+Enter, ⌘+Enter on a Mac). */
export const ADD_AND_NEW_SHORTCUT = { label: 'Ctrl+Enter', ariaKeyShortcuts: 'Control+Enter Meta+Enter' } as const;
