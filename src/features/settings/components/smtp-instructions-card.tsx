import { useId } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { SettingsCard } from './settings-card';
import { smtpServiceInstructions, type SmtpPreset, type SmtpServiceInstructions } from '../model/smtp-instructions';

export interface SmtpInstructionsCardProps {
  /** Fills the form with a service's server and port (and turns SMTP override on). */
  onUsePreset: (preset: SmtpPreset) => void;
}

function ServiceInstructions({ service, onUsePreset }: { service: SmtpServiceInstructions; onUsePreset: (preset: SmtpPreset) => void }) {
  const summaryId = useId();
  const detailsId = useId();
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId} aria-controls={detailsId}>
        <Typography sx={{ fontWeight: 500 }}>{service.title}</Typography>
      </AccordionSummary>
      <AccordionDetails id={detailsId} sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="body2">{service.intro}</Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5 }}>
          {service.settings.map((item) => (
            <Box key={item.term} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {item.term}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {item.detail}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography component="ol" variant="body2" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {service.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Typography>
        {service.notes.map((note) => (
          <Typography key={note} variant="body2" color="text.secondary">
            {note}
          </Typography>
        ))}
        <Box>
          <Button variant="outlined" onClick={() => onUsePreset(service.preset)}>
            Use {service.title} Settings
          </Button>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

/** Instructions for two popular mail services (spec 1 §2). */
export function SmtpInstructionsCard({ onUsePreset }: SmtpInstructionsCardProps) {
  return (
    <SettingsCard
      heading="Setup Instructions"
      description="The connection is always encrypted with TLS. Most mail services need a few steps before another application may send through them."
    >
      {smtpServiceInstructions.map((service) => (
        <ServiceInstructions key={service.id} service={service} onUsePreset={onUsePreset} />
      ))}
    </SettingsCard>
  );
}
