/** Toasts of the supplier pages. */
export const SUPPLIER_SAVED = 'Supplier saved.';
export const SUPPLIER_DELETED = 'Supplier deleted.';
