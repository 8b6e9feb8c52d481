import type { PricebookEntityType } from '@/lib/schemas/pricebook-schemas';
import { PricebookBundleEditorDialog } from './editors/pricebook-bundle-editor-dialog';
import { PricebookCategoryEditorDialog } from './editors/pricebook-category-editor-dialog';
import { PricebookItemEditorDialog } from './editors/pricebook-item-editor-dialog';
import { PricebookVendorEditorDialog } from './editors/pricebook-vendor-editor-dialog';

/** Which entry the screen's editor dialog shows: a kind and a context (`null`: a new one). */
export interface PricebookEditing {
  type: PricebookEntityType;
  context: string | null;
}

/** The add or edit dialog of the entry being edited (spec 3 §2: add and edit happen in modal dialogs). */
export function PricebookEditor({ editing, onClose }: { editing: PricebookEditing; onClose: () => void }) {
  const props = { open: true, context: editing.context, onClose };
  switch (editing.type) {
    case 'Item':
      return <PricebookItemEditorDialog {...props} />;
    case 'Bundle':
      return <PricebookBundleEditorDialog {...props} />;
    case 'Category':
      return <PricebookCategoryEditorDialog {...props} />;
    case 'Vendor':
      return <PricebookVendorEditorDialog {...props} />;
  }
}
