import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';

// The help texts load with the dialog, the first time a user asks for help.
const HelpDialog = lazy(() => import('./help-dialog').then((module) => ({ default: module.HelpDialog })));

export interface HeadingBarProps {
  title: string;
  helpKey?: string | undefined;
}

/** The bar under the menu with the page title and, when the page has help, the help button. */
export function HeadingBar({ title, helpKey }: HeadingBarProps) {
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 2, md: 3 },
        py: 1.25,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="h1" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {helpKey ? (
        <>
          <IconButton aria-label={`Help for ${title}`} title="Help" onClick={() => setHelpOpen(true)} data-tour="help-button">
            <HelpOutline />
          </IconButton>
          {helpOpen ? (
            <Suspense fallback={null}>
              <HelpDialog helpKey={helpKey} pageTitle={title} open onClose={() => setHelpOpen(false)} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
