import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { helpTopics } from '../model/help-topics';
import { DialogCloseActions } from '@/components/dialog-close-actions';

export interface HelpDialogProps {
  helpKey: string;
  /** The page title, used when no topic exists for the key. */
  pageTitle: string;
  open: boolean;
  onClose: () => void;
}

/** The help for a page. Loaded with its texts only when the user asks for help. */
export function HelpDialog({ helpKey, pageTitle, open, onClose }: HelpDialogProps) {
  const topic = helpTopics[helpKey] ?? { title: pageTitle, paragraphs: ['No help has been written for this page yet.'] };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="help-title">
      <DialogTitle id="help-title">Help: {topic.title}</DialogTitle>
      <DialogContent>
        {topic.paragraphs.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 1.5 }}>
            {paragraph}
          </Typography>
        ))}
      </DialogContent>
      <DialogCloseActions onClose={onClose} />
    </Dialog>
  );
}
