import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { isAdministrator } from '@/lib/permissions';
import { useUserState } from '@/lib/auth/use-session';
import { companyNewsFormSchema, type CompanyNews } from '@/lib/schemas/dashboard-schemas';
import { useCompanyNews } from '../api/get-company-news';
import { CompanyNewsTab } from './company-news-tab';
import { SnapshotLoading } from './snapshot-card';
import { UserPreferencesTab } from './user-preferences-tab';

type ConfigureTab = 'preferences' | 'news';

const emptyNews: CompanyNews = { newsTitle: '', newsText: '', displayNews: false };

export interface ConfigureDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Spec 1 §2: the dashboard's configuration modal. */
export function ConfigureDialog({ open, onClose }: ConfigureDialogProps) {
  const user = useUserState();
  const administrator = isAdministrator(user);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [tab, setTab] = useState<ConfigureTab>('preferences');
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const news = useCompanyNews();
  const newsForm = useForm<CompanyNews>({
    resolver: zodResolver(companyNewsFormSchema),
    defaultValues: emptyNews,
    values: news.data,
    resetOptions: { keepDirtyValues: true },
  });
  const newsDirty = newsForm.formState.isDirty;

  const handleClose = () => {
    if (administrator && newsDirty && !confirmDiscard) {
      setTab('news');
      setConfirmDiscard(true);
      return;
    }
    onClose();
  };

  return (
    <Dialog open={open} onClose={handleClose} maxWidth="sm" fullWidth fullScreen={fullScreen} aria-labelledby="configure-dashboard-title">
      <DialogTitle id="configure-dashboard-title">Configure Dashboard</DialogTitle>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
        <Tabs value={tab} onChange={(_event, value: ConfigureTab) => setTab(value)} aria-label="Configure dashboard">
          <Tab label="User Preferences" value="preferences" id="configure-tab-preferences" aria-controls="configure-panel-preferences" />
          {administrator ? <Tab label="Company News" value="news" id="configure-tab-news" aria-controls="configure-panel-news" /> : null}
        </Tabs>
      </Box>
      <DialogContent>
        {confirmDiscard ? (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button color="inherit" size="small" onClick={() => setConfirmDiscard(false)}>
                  Keep Editing
                </Button>
                <Button color="inherit" size="small" onClick={onClose}>
                  Discard Changes
                </Button>
              </Box>
            }
          >
            The company news has unsaved changes.
          </Alert>
        ) : null}
        <Box role="tabpanel" id={`configure-panel-${tab}`} aria-labelledby={`configure-tab-${tab}`} sx={{ pt: 1 }}>
          {tab === 'preferences' ? <UserPreferencesTab /> : null}
          {tab === 'news' && administrator ? news.data ? <CompanyNewsTab form={newsForm} /> : <SnapshotLoading label="company news" /> : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={handleClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
