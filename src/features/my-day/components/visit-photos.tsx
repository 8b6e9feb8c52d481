import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { RecordViewSection } from '@/components/record-view/record-view-section';
import { toast } from '@/components/toasts';
import { visuallyHidden } from '@/components/visually-hidden';
import type { OutboxRecord } from '@/lib/offline/offline-db';
import type { Visit } from '@/lib/schemas/visit-schemas';
import { queuePhoto } from '../api/visit-changes';
import { visitText } from '../model/my-day-messages';

/** Take Photo: the phone's camera (`capture`), the photo made smaller on the device and added to the job's images. */
export function VisitPhotos({ visit, userId, records }: { visit: Visit; userId: string; records: readonly OutboxRecord[] }) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const job = visit.visitJob;
  if (!job) return null;
  const waiting = records.filter((record) => record.kind === 'photo' && (record.body as { jobContext?: string }).jobContext === job.context).length;
  const take = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setBusy(true);
    try {
      await queuePhoto(userId, visit, file);
      toast.success(visitText.photoQueued);
    } finally {
      setBusy(false);
    }
  };
  return (
    <RecordViewSection title={visitText.photos}>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={visitText.takePhoto}
        style={visuallyHidden}
        onChange={(event) => {
          void take(event.target.files);
          event.target.value = '';
        }}
      />
      <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<PhotoCameraOutlined />} loading={busy} sx={{ justifySelf: 'start' }}>
        {visitText.takePhoto}
      </Button>
      {waiting ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {visitText.photosWaiting(waiting)}
        </Typography>
      ) : null}
    </RecordViewSection>
  );
}
