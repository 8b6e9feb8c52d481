import { lazy, Suspense, useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/lib/format';
import type { PortalProposal, PortalResponseAction } from '@/lib/schemas/portal-schemas';
import { usePortalProposal } from '../api/portal-queries';
import { thankYouMessages } from '../model/respond-form';
import { PortalDocumentContent, PortalDocumentHeader, PortalSection } from './portal-document';
import { PortalFailureView } from './portal-failure-view';
import { PortalFigures, type PortalFigure } from './portal-lines';
import { ViewPdfButton } from './view-pdf-button';
import { PortalOptions } from './portal-options';
import { formatUsd } from '@/lib/job-calculations';
import { useOpenedOnce } from '@/components/use-opened-once';

// The answer dialogs (forms, the signature pad) load when the customer starts to answer, not with the page.
const loadRespondDialogs = () => import('./respond-dialogs');
const RespondDialog = lazy(() => loadRespondDialogs().then((module) => ({ default: module.RespondDialog })));

const answerActions: Record<string, PortalResponseAction> = { Accepted: 'Accept', 'Changes Requested': 'RequestChanges', Rejected: 'Reject' };

function ResponseSection({ proposal }: { proposal: PortalProposal }) {
  const figures: PortalFigure[] = [{ label: 'Status', value: proposal.status }];
  if (proposal.customerResponse) figures.push({ label: 'Your response', value: proposal.customerResponse });
  if (proposal.customerResponseDate) figures.push({ label: 'Answered', value: formatDateTime(proposal.customerResponseDate) });
  if (proposal.signerName) figures.push({ label: 'By', value: proposal.signerName });
  return (
    <PortalSection title="Status">
      <PortalFigures figures={figures} />
      {proposal.customerComments ? (
        <Box>
          <Typography sx={{ fontWeight: 700 }}>Your comments</Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{proposal.customerComments}</Typography>
        </Box>
      ) : null}
    </PortalSection>
  );
}

/** customer-portal/proposal/:token — the proposal as the customer sees it, and its answer. */
export default function ProposalPage() {
  const token = useParams().token ?? '';
  const proposal = usePortalProposal(token);
  const [action, setAction] = useState<PortalResponseAction | null>(null);
  const [answered, setAnswered] = useState<PortalResponseAction | null>(null);
  const dialogUsed = useOpenedOnce(action !== null);
  const [picked, setPicked] = useState<string | null>(null);
  const choiceNoteId = useId();

  if (proposal.isError) return <PortalFailureView error={proposal.error} onRetry={() => void proposal.refetch()} />;
  if (!proposal.data) return <CircularProgress aria-label="Loading the proposal" sx={{ justifySelf: 'center', my: 4 }} />;
  const data = proposal.data;
  const options = data.options ?? [];
  // Good / better / best (issue 20): an option must be chosen before accepting.
  const optionId = data.chosenOptionId ?? picked;
  const needsChoice = options.length > 0 && !optionId;
  const chosenOption = options.find((option) => option.id === optionId) ?? null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <PortalDocumentHeader document={data}>
        <ViewPdfButton kind="proposal" token={token} filename={`${data.label}.pdf`} />
      </PortalDocumentHeader>
      {answered ? (
        <Alert severity="success" role="status">
          {thankYouMessages[answered]}
        </Alert>
      ) : null}
      <ResponseSection proposal={data} />
      <PortalDocumentContent
        document={data}
        body={options.length > 0 ? <PortalOptions options={options} selectedId={optionId} chosen={Boolean(data.chosenOptionId)} onChoose={data.canRespond ? setPicked : undefined} /> : undefined}
      />
      {data.canRespond ? (
        <PortalSection title="Your answer">
          <Typography>Accept and sign, ask for changes, or decline this proposal.</Typography>
          {options.length > 0 ? (
            <Typography id={choiceNoteId} sx={{ fontWeight: 600 }}>
              {chosenOption ? `You chose ${chosenOption.name} (${formatUsd(chosenOption.totals.total)}).` : 'Choose one of the options above to accept it.'}
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} onPointerDown={() => void loadRespondDialogs()} onFocus={() => void loadRespondDialogs()}>
            <Button variant="contained" disabled={needsChoice} aria-describedby={options.length > 0 ? choiceNoteId : undefined} onClick={() => setAction('Accept')}>
              Accept
            </Button>
            <Button variant="outlined" onClick={() => setAction('RequestChanges')}>
              Request Changes
            </Button>
            <Button variant="outlined" color="error" onClick={() => setAction('Reject')}>
              Reject
            </Button>
          </Box>
        </PortalSection>
      ) : null}
      {dialogUsed ? (
        <Suspense fallback={null}>
          <RespondDialog
            action={action}
            token={token}
            proposal={data}
            option={chosenOption}
            onClose={() => setAction(null)}
            onConflict={() => void proposal.refetch()}
            onAnswered={(next) => {
              setAction(null);
              setAnswered(answerActions[next.customerResponse ?? ''] ?? action);
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
