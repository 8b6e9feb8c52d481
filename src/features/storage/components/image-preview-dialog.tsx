import { Fragment, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { StorageItem } from '@/lib/schemas/storage-schemas';
import { formatDateTime } from '@/lib/format';
import { useCompactWidth } from '@/lib/use-compact-width';
import { associationPath, formatBytes } from '../model/storage-display';
import { ImageBlob } from './image-blob';
import { DialogCloseActions } from '@/components/dialog-close-actions';

export interface ImagePreviewDialogProps {
  image: StorageItem | null;
  onClose: () => void;
}

function DetailTerm({ children }: { children: string }) {
  return (
    <Typography component="dt" variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

/** The full-size image with its details and links to the records it belongs to; opened from a thumbnail. */
export function ImagePreviewDialog({ image, onClose }: ImagePreviewDialogProps) {
  const titleId = useId();
  const compact = useCompactWidth();
  return (
    <Dialog open={image !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={compact}>
      {image ? (
        <>
          <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
            {image.name}
          </DialogTitle>
          <DialogContent>
            <Box sx={{ bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }}>
              <ImageBlob context={image.context} size="full" alt={image.name} fit="contain" maxHeight="55vh" />
            </Box>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, mt: 2, mb: 0 }}>
              {[
                { term: 'Size', detail: formatBytes(image.bytes) },
                { term: 'Uploaded', detail: formatDateTime(image.dateCreated) },
              ].map(({ term, detail }) => (
                <Fragment key={term}>
                  <DetailTerm>{term}</DetailTerm>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {detail}
                  </Typography>
                </Fragment>
              ))}
              <DetailTerm>Linked To</DetailTerm>
              <Box component="dd" sx={{ m: 0, display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
                {image.mappedEntities.map((entity) => (
                  <Link
                    key={entity.context}
                    component={RouterLink}
                    to={associationPath(image.mappedType, entity.context)}
                    variant="body2"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {entity.name}
                  </Link>
                ))}
              </Box>
            </Box>
          </DialogContent>
          <DialogCloseActions onClose={onClose} plain />
        </>
      ) : null}
    </Dialog>
  );
}
