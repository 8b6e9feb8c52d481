import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { StorageItem } from '@/lib/schemas/storage-schemas';
import { formatDate } from '@/lib/format';
import { formatBytes } from '../model/storage-display';
import { ImageBlob } from './image-blob';
import { StorageAssociationLink } from './storage-association-link';
import type { StorageSelection } from './storage-selection';

export interface ImageGridProps {
  images: readonly StorageItem[];
  selection: StorageSelection;
  onOpen: (image: StorageItem) => void;
}

/** The Images tab's results: thumbnails with their name, size, date, Select/Selected and VIEW ASSOC. {type}. */
export function ImageGrid({ images, selection, onOpen }: ImageGridProps) {
  return (
    <Box
      component="ul"
      aria-label="Images"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {images.map((image) => (
        <ImageTile key={image.context} image={image} selection={selection} onOpen={onOpen} />
      ))}
    </Box>
  );
}

interface ImageTileProps {
  image: StorageItem;
  selection: StorageSelection;
  onOpen: (image: StorageItem) => void;
}

function ImageTile({ image, selection, onOpen }: ImageTileProps) {
  const nameId = useId();
  const isSelected = selection.selected.has(image.context);
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        border: 2,
        borderColor: isSelected ? 'primary.main' : 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: isSelected ? 'action.selected' : 'background.paper',
        minWidth: 0,
      }}
    >
      <ButtonBase
        onClick={() => onOpen(image)}
        aria-label={`View ${image.name}`}
        sx={{ display: 'block', width: '100%', '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.main', outlineOffset: -3 } }}
      >
        <ImageBlob context={image.context} size="thumbnail" alt={image.name} />
      </ButtonBase>
      {isSelected ? (
        <CheckCircleIcon
          aria-hidden
          color="primary"
          sx={{ position: 'absolute', top: 6, right: 6, bgcolor: 'background.paper', borderRadius: '50%' }}
        />
      ) : null}
      <Box sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 0.5, flexGrow: 1, minWidth: 0 }}>
        <Typography id={nameId} variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {image.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatBytes(image.bytes)} &middot; {formatDate(image.dateCreated)}
        </Typography>
        <Box sx={{ mt: 'auto', pt: 0.5, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          {selection.selectable ? (
            <Button
              size="small"
              variant={isSelected ? 'contained' : 'outlined'}
              aria-pressed={isSelected}
              aria-describedby={nameId}
              onClick={() => selection.onToggle(image.context)}
              sx={{ minWidth: 0 }}
            >
              {isSelected ? 'Selected' : 'Select'}
            </Button>
          ) : null}
          <StorageAssociationLink kind="image" item={image} describedBy={nameId} />
        </Box>
      </Box>
    </Box>
  );
}
