import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toasts';
import { useCan } from '@/lib/permissions';
import type { PricebookEntityType } from '@/lib/schemas/pricebook-schemas';
import { pricebookCalls } from '../api/pricebook-records';
import { pricebookToasts } from '../model/pricebook-messages';
import { pricebookSection, type PricebookSectionId } from '../model/pricebook-sections';
import { PricebookEditor, type PricebookEditing } from './pricebook-editor';
import { PricebookNav } from './pricebook-nav';
import type { PricebookRow, PricebookRowHandlers } from './pricebook-row-actions';
import { BundlesSection, CategoriesSection, ItemsSection, VendorsSection, type PricebookSectionViewProps } from './pricebook-section-views';

const views: Record<PricebookSectionId, (props: PricebookSectionViewProps) => ReactNode> = {
  bundles: BundlesSection,
  categories: CategoriesSection,
  items: ItemsSection,
  vendors: VendorsSection,
};

/** Asks before deleting one entry (`DELETE Pricebook<Kind>/Delete`), then says it is gone. */
function DeleteEntryDialog({ target, onClose }: { target: { type: PricebookEntityType; row: PricebookRow } | null; onClose: () => void }) {
  const Item = pricebookCalls.Item.useDelete();
  const Bundle = pricebookCalls.Bundle.useDelete();
  const Category = pricebookCalls.Category.useDelete();
  const Vendor = pricebookCalls.Vendor.useDelete();
  const remove = target ? { Item, Bundle, Category, Vendor }[target.type] : Item;
  const confirm = async () => {
    if (!target) return;
    await remove.mutateAsync(target.row.context);
    toast.success(pricebookToasts.deleted(target.type));
    onClose();
  };
  return (
    <ConfirmDialog
      open={target !== null}
      title={`Delete ${target?.type ?? ''}?`}
      message={`Delete ${target?.row.name ?? ''}? This cannot be undone.`}
      confirmLabel="Delete"
      destructive
      busy={remove.isPending}
      onConfirm={() => void confirm().catch(() => undefined)}
      onCancel={onClose}
    />
  );
}

/**
 * The pricebook screen (spec 3 §2; `pricebook`, administrators): the left navigation and the chosen
 * section (Products/Services by default, from `?section=`), add and edit in modal dialogs.
 */
export default function PricebookPage() {
  const [params] = useSearchParams();
  const section = pricebookSection(params.get('section'));
  const [editing, setEditing] = useState<PricebookEditing | null>(null);
  const [deleting, setDeleting] = useState<{ type: PricebookEntityType; row: PricebookRow } | null>(null);
  const canUpdate = useCan('PB_U');
  const canDelete = useCan('PB_D');
  const type = section.type;
  const handlers = useMemo<PricebookRowHandlers>(
    () => ({
      type,
      canUpdate,
      canDelete,
      onAdd: () => setEditing({ type, context: null }),
      onEdit: (row) => setEditing({ type, context: row.context }),
      onDelete: (row) => setDeleting({ type, row }),
    }),
    [type, canUpdate, canDelete],
  );
  const View = views[section.id];
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, alignItems: 'stretch', minHeight: '100%' }}>
      <PricebookNav current={section.id} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <View key={section.id} section={section} handlers={handlers} />
      </Box>
      {editing ? <PricebookEditor editing={editing} onClose={() => setEditing(null)} /> : null}
      <DeleteEntryDialog target={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}
