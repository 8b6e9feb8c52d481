import type { ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { DialogCloseActions } from '@/components/dialog-close-actions';
import { useCompactWidth } from '@/lib/use-compact-width';

export interface DocumentReadDialogProps {
  /** The title's id. */
  titleId: string;
  heading: string;
  /** Nothing loaded yet: a skeleton of this height stands for the content. */
  loading: boolean;
  skeletonHeight: number;
  onClose: () => void;
  children: ReactNode;
}

/** A read-only dialog of a document (History, eSign Record): full screen on phones, a skeleton while loading, Close. */
export function DocumentReadDialog({ titleId, heading, loading, skeletonHeight, onClose, children }: DocumentReadDialogProps) {
  const compact = useCompactWidth();
  return (
    <Dialog open onClose={onClose} fullScreen={compact} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{heading}</DialogTitle>
      <DialogContent dividers>{loading ? <Skeleton variant="rectangular" height={skeletonHeight} role="status" aria-label={`Loading ${heading}`} /> : children}</DialogContent>
      <DialogCloseActions onClose={onClose} autoFocus />
    </Dialog>
  );
}
