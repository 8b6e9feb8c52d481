import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InactiveBadge } from '@/components/inactive-badge';
import { toast } from '@/components/toasts';
import { useCan, type PermissionRule } from '@/lib/permissions';
import { useRecordHeadingFocus } from './use-record-heading-focus';

/** Delete on a view page: asked first, then done, said in a toast, and the page leaves. */
export interface RecordViewDelete {
  permission: PermissionRule;
  /** What is deleted ("Location"): the confirmation asks "Delete Location?" with "Delete Location". */
  noun: string;
  /** The question (default: "Delete <title>? This cannot be undone."). */
  message?: string;
  /** Deletes; throws when it failed (the API client has said why, and the record stays). */
  run: () => Promise<unknown>;
  busy: boolean;
  /** The toast after the delete ("Location deleted."). */
  doneMessage: string;
  /** Where the page goes after the delete. */
  doneTo: string;
}

export interface RecordViewProps {
  /** The link back to the list; pages reached only from the menu (diagnostics) have none. */
  back?: { to: string; label: string };
  /** The record's name: the page's heading (level 2; the shell's bar holds level 1). */
  title: string;
  /** `false` shows the Inactive badge. */
  active?: boolean;
  /** Beside the title: a status chip. */
  badges?: ReactNode;
  /** Edit, for users holding the permission. */
  edit?: { to: string; permission: PermissionRule };
  /** Delete (confirmed), for users holding its permission. */
  remove?: RecordViewDelete;
  /** More actions after Edit and Delete (an action menu). */
  actions?: ReactNode;
  /** Under the heading: what kind of record, since when, its parent, its own buttons. */
  summary?: ReactNode;
  /** The sections: label/value lists, related lists. */
  children: ReactNode;
  maxWidth?: number;
}

/**
 * A read-only record page: back to the list, the heading with the Inactive badge, Edit and Delete by
 * permission (Delete asks first), and the record's sections.
 */
export function RecordView({ back, title, active = true, badges, edit, remove, actions, summary, children, maxWidth = 1200 }: RecordViewProps) {
  const navigate = useNavigate();
  const canEdit = useCan(edit?.permission ?? { anyOf: [] });
  const canDelete = useCan(remove?.permission ?? { anyOf: [] });
  const [confirming, setConfirming] = useState(false);
  const { ref: headingRef } = useRecordHeadingFocus<HTMLHeadingElement>();

  const handleDelete = async () => {
    if (!remove) return;
    try {
      await remove.run();
    } catch {
      // The API client has shown why; the record stays.
      setConfirming(false);
      return;
    }
    toast.success(remove.doneMessage);
    void navigate(remove.doneTo);
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, maxWidth }}>
      {back ? (
        <Box>
          <Button component={RouterLink} to={back.to} startIcon={<ArrowBack />} size="small">
            {back.label}
          </Button>
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography ref={headingRef} variant="h5" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {active ? null : <InactiveBadge />}
        {badges}
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: 'flex', gap: 1 }}>
          {edit && canEdit ? (
            <Button component={RouterLink} to={edit.to} variant="contained" startIcon={<EditOutlined />}>
              Edit
            </Button>
          ) : null}
          {remove && canDelete ? (
            <Button variant="outlined" color="error" startIcon={<DeleteOutlined />} onClick={() => setConfirming(true)}>
              Delete
            </Button>
          ) : null}
          {actions}
        </Box>
      </Box>
      {summary}
      {children}
      {remove ? (
        <ConfirmDialog
          open={confirming}
          title={`Delete ${remove.noun}?`}
          message={remove.message ?? `Delete ${title}? This cannot be undone.`}
          confirmLabel={`Delete ${remove.noun}`}
          destructive
          busy={remove.busy}
          onConfirm={() => void handleDelete()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </Box>
  );
}
