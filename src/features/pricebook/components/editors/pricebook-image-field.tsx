import { useId, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { FilePickerButton } from '@/components/file-picker-button';
import { readFileBase64 } from '@/lib/read-file-base64';
import type { PricebookImageUpload } from '@/lib/schemas/pricebook-request-schemas';
import type { PricebookImageOwner } from '../../api/pricebook-keys';
import { imageAfterRemove, imageAfterUpload, pricebookImageContentType, pricebookImageProblem, shownImage, type PricebookImageValue } from '../../model/pricebook-image-value';
import { PricebookImage } from '../pricebook-image';

const PREVIEW_SIZE = 120;

export interface PricebookImageFieldProps<T extends PricebookImageValue> {
  /** The form of an editor whose values hold `image` and `removeImage`. */
  control: Control<T>;
  type: PricebookImageOwner;
  /** The stored image's guid (edit mode), or `null`. */
  storedGuid: string | null;
  editing: boolean;
}

/**
 * The image of an item, bundle or category (spec 3 §4 "Image", §5 "Image upload"): Upload Image
 * takes the first chosen file if it is a jpg, jpeg or png of at most 5 MB (else it says why);
 * Remove Image drops the new or the stored one. In edit mode an upload clears the removal flag and a
 * removal sets it.
 */
export function PricebookImageField<T extends PricebookImageValue>({ control, type, storedGuid, editing }: PricebookImageFieldProps<T>) {
  // The two fields every such form has, whatever else it holds.
  const imageControl = control as unknown as Control<PricebookImageValue>;
  const image = useController({ control: imageControl, name: 'image' });
  const removeImage = useController({ control: imageControl, name: 'removeImage' });
  const headingId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const shown = shownImage({ image: image.field.value, removeImage: removeImage.field.value }, storedGuid);

  const apply = (value: PricebookImageValue) => {
    image.field.onChange(value.image);
    removeImage.field.onChange(value.removeImage);
  };

  const handleChosen = async (file: File) => {
    const found = pricebookImageProblem(file);
    setProblem(found);
    if (found) return;
    setReading(true);
    try {
      const upload: PricebookImageUpload = { fileName: file.name, contentType: pricebookImageContentType(file), base64: await readFileBase64(file) };
      apply(imageAfterUpload(upload));
    } catch {
      setProblem('The file could not be read.');
    } finally {
      setReading(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        Image
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ width: PREVIEW_SIZE, flex: `0 0 ${PREVIEW_SIZE}px` }}>
          {shown.kind === 'upload' ? (
            <Box
              component="img"
              src={`data:${shown.upload.contentType};base64,${shown.upload.base64}`}
              alt={`New image ${shown.upload.fileName}`}
              sx={{ display: 'block', width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: 1 }}
            />
          ) : (
            <PricebookImage type={type} guid={shown.kind === 'stored' ? shown.guid : null} name="Current" size={PREVIEW_SIZE} />
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <FilePickerButton
            label="Upload Image"
            inputLabel="Image to upload"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            // Several files may be chosen; only the first is used (spec 3 §5).
            multiple
            startIcon={<UploadFileOutlined />}
            loading={reading}
            onFile={(file) => void handleChosen(file)}
          />
          {shown.kind !== 'none' ? (
            <Button
              startIcon={<DeleteOutlined />}
              onClick={() => {
                setProblem(null);
                apply(imageAfterRemove(editing, storedGuid));
              }}
            >
              Remove Image
            </Button>
          ) : null}
        </Box>
      </Box>
      <Typography variant="body2" color={problem ? 'error' : 'text.secondary'} role={problem ? 'alert' : undefined}>
        {problem ?? (shown.kind === 'none' ? 'No image. A jpg, jpeg or png of at most 5 MB can be uploaded.' : 'A jpg, jpeg or png of at most 5 MB.')}
      </Typography>
    </Box>
  );
}
