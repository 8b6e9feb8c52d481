import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export interface SettingsHeadingProps {
  id: string;
  heading: string;
  description: ReactNode;
}

/** The heading of a settings card or form and a line on what it is for. */
export function SettingsHeading({ id, heading, description }: SettingsHeadingProps) {
  return (
    <>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {description}
      </Typography>
    </>
  );
}

export interface SettingsCardProps {
  heading: string;
  description: ReactNode;
  children: ReactNode;
  /** What belongs to the card but stands outside its content (a dialog). */
  after?: ReactNode;
}

/** A card of a settings page: a region named by its heading, a line on what it is for, its content. */
export function SettingsCard({ heading, description, children, after }: SettingsCardProps) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <SettingsHeading id={headingId} heading={heading} description={description} />
        {children}
      </CardContent>
      {after}
    </Card>
  );
}
