/** Toasts, headings and dialog words of the resource pages (spec 3 §2, §8). */
export const RESOURCE_SAVED = 'Resource saved.';
export const RESOURCE_DELETED = 'Resource deleted.';
export const NO_ATTRIBUTES = 'No attributes have been added.';
export const CHANGE_TYPE_TITLE = 'Change Resource Type?';
export const CHANGE_TYPE_MESSAGE = 'Changing the type will remove all assigned attributes. Do you wish to continue?';
export const CHANGE_TYPE_CONFIRM = 'Change Type';
export const ADD_MAINTENANCE_TITLE = 'Add Maintenance Log';
export const EDIT_MAINTENANCE_TITLE = 'Edit Maintenance Log';
export const ADD_MAINTENANCE_BUTTON = 'Add Maintenance Entry';
export const NO_MAINTENANCE = 'No maintenance has been logged.';
export const SAVE_RESOURCE_FIRST = 'Save the resource first to add images and files.';
