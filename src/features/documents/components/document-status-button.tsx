import { useState } from 'react';
import Button from '@mui/material/Button';
import { StatusChip } from '@/components/status-chip';
import { useSession } from '@/lib/auth/use-session';
import { documentPermissions } from '@/lib/permission-codes';
import { can } from '@/lib/permissions';
import { selectableStatuses, type DocumentListItem } from '@/lib/schemas/document-schemas';
import { documentTitle } from '../model/document-texts';
import { DocumentStatusDialog } from './document-status-dialog';

/**
 * The status of a proposal or work order as a button that opens Change Status (spec 3 §2: the work
 * order card's status button); a plain chip without the update permission (read-only, spec 2 §4).
 */
export function DocumentStatusButton({ document }: { document: DocumentListItem }) {
  const user = useSession().userState;
  const [open, setOpen] = useState(false);
  const mayChange = document.kind !== 'invoice' && can(user, documentPermissions[document.kind].update) && selectableStatuses(document.kind, document.status).length > 0;
  if (!mayChange) return <StatusChip status={document.status} />;
  return (
    <>
      <Button size="small" variant="outlined" aria-haspopup="dialog" aria-label={`${document.status}: change the status of ${documentTitle(document)}`} onClick={() => setOpen(true)}>
        {document.status}
      </Button>
      {open ? <DocumentStatusDialog document={document} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
