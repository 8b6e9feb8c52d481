import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { RecordView } from '@/components/record-view/record-view';
import { StatusChip } from '@/components/status-chip';
import { formatAddressLine } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { DayNotOnDeviceError } from '../api/my-day-query';
import { useVisibleDay } from '../api/use-visible-day';
import { arrivalWindow, dayFromParam } from '../model/my-day-date';
import { myDayText, visitText } from '../model/my-day-messages';
import { myDayPaths } from '../model/my-day-paths';
import { AddNoteDialog } from './add-note-dialog';
import { FinishVisitDialog } from './finish-visit-dialog';
import { OfflineBanner } from './offline-banner';
import { OutboxLink } from './outbox-link';
import { VisitContactButtons } from './visit-contact-buttons';
import { VisitForms } from './visit-forms';
import { VisitLines } from './visit-lines';
import { VisitNotesPanel } from './visit-notes-panel';
import { VisitPhotos } from './visit-photos';
import { VisitStepButtons } from './visit-step-buttons';
import { VisitWorkNotes } from './visit-work-notes';

/**
 * A visit, step by step (issue 17): the customer's and the address's notes first, then On My Way,
 * Start and Finish, the job's lines, its forms, photos and work notes. Works from the device's copy
 * of the day when offline; every change goes through the outbox.
 */
export default function VisitPage() {
  const { context = '' } = useParams();
  const [params] = useSearchParams();
  const date = dayFromParam(params.get('date'));
  const { query, day, userId, records } = useVisibleDay(date);
  const [dialog, setDialog] = useState<'finish' | 'note' | null>(null);
  const visit = day?.visits.find((candidate) => candidate.context === context);
  const mayUpdateJobs = useCan('JOB_U');
  const mayUpdateIntake = useCan('INTAKE_U');

  if (!visit) {
    let message;
    if (day) message = <Alert severity="warning">{myDayText.visitNotFound}</Alert>;
    else if (query.isError) message = <Alert severity="warning">{query.error instanceof DayNotOnDeviceError ? myDayText.notOnDevice : query.error.message}</Alert>;
    else message = <LinearProgress aria-label="Loading visit" />;
    return (
      <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, maxWidth: 960 }}>
        <OfflineBanner />
        {message}
      </Box>
    );
  }

  const canEditForms = visit.visitJob ? mayUpdateJobs : mayUpdateIntake;
  const customerName = visit.visitCustomer?.customerName ?? visit.customer?.customerName ?? '';
  const address = formatAddressLine(visit.address);
  return (
    <RecordView
      back={{ to: myDayPaths.day(date), label: visitText.back }}
      title={visit.title}
      badges={<StatusChip status={visit.visitStatus} />}
      maxWidth={960}
      summary={
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
          <OfflineBanner />
          <OutboxLink />
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{arrivalWindow(visit)}</Typography>
            {visit.visitJob ? <Typography color="text.secondary">{`Job #${visit.visitJob.number} \u00b7 ${visit.visitJob.name} \u00b7 ${visit.visitJob.jobStatus.text}`}</Typography> : null}
            {customerName ? <Typography>{customerName}</Typography> : null}
            {address ? <Typography color="text.secondary">{address}</Typography> : null}
          </Box>
          <VisitNotesPanel visit={visit} />
          <VisitStepButtons visit={visit} userId={userId} onFinish={() => setDialog('finish')} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <VisitContactButtons visit={visit} />
          </Box>
        </Box>
      }
    >
      {visit.visitJob ? <VisitLines job={visit.visitJob} /> : null}
      <VisitForms forms={visit.forms} userId={userId} canEdit={canEditForms} />
      <VisitPhotos visit={visit} userId={userId} records={records} />
      <VisitWorkNotes visit={visit} onAdd={() => setDialog('note')} />
      <FinishVisitDialog open={dialog === 'finish'} visit={visit} userId={userId} jobStatuses={day?.jobStatuses ?? []} onClose={() => setDialog(null)} />
      <AddNoteDialog open={dialog === 'note'} visit={visit} userId={userId} onClose={() => setDialog(null)} />
    </RecordView>
  );
}
