import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { paths } from '@/config/paths';
import { useUserState } from '@/lib/auth/use-session';
import { useCompactWidth } from '@/lib/use-compact-width';
import { useUpdateUserPreference } from '@/lib/user-preferences/update-user-preference';
import { useCompanyNews } from '../api/get-company-news';
import { enabledSnapshots, isSnapshotKind, maySeeSnapshot, preferenceValue, snapshotDefinition } from '../model/snapshots';
import { GettingStarted } from './getting-started';
import { PhoneDashboard } from './phone-dashboard';
import { SnapshotView } from './snapshot-view';

const ConfigureDialog = lazy(() => import('./configure-dialog').then((module) => ({ default: module.ConfigureDialog })));

function SnapshotGrid({ children }: { children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }, alignItems: 'start' }}>
      {children}
    </Box>
  );
}

/** The dashboard (spec 1 §2): getting started, or the snapshots; one snapshot at `dashboard/{snapshot}`. */
export default function DashboardPage() {
  const { snapshot } = useParams();
  const user = useUserState();
  const compact = useCompactWidth();
  const [configureOpen, setConfigureOpen] = useState(false);
  const news = useCompanyNews();
  const updatePreference = useUpdateUserPreference();
  const showGetStarted = preferenceValue(user.preferences, 'SHOW_GET_STARTED') === 'Yes';
  const snapshots = enabledSnapshots(user.preferences, user.permissions);
  const displayNews = news.data?.displayNews === true;

  if (snapshot !== undefined) {
    if (!isSnapshotKind(snapshot)) return <Navigate to={paths.dashboard} replace />;
    if (snapshot !== 'companyNews' && !maySeeSnapshot(snapshotDefinition(snapshot), user.permissions)) {
      return <Navigate to={paths.unauthorized('DASHBOARD_SNAPSHOT')} replace />;
    }
  }

  const configure = (
    <Button startIcon={<TuneOutlined />} onClick={() => setConfigureOpen(true)} size="small">
      Configure
    </Button>
  );

  let content: React.ReactNode;
  if (showGetStarted) {
    content = <GettingStarted hiding={updatePreference.isPending} onHide={() => updatePreference.mutate({ key: 'SHOW_GET_STARTED', value: 'No' })} />;
  } else if (snapshot !== undefined) {
    content = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Button component={RouterLink} to={paths.dashboard} startIcon={<ArrowBack />} variant="outlined" size="small">
            Back
          </Button>
        </Box>
        <SnapshotView kind={snapshot} news={news.data} />
      </Box>
    );
  } else if (compact) {
    content =
      snapshots.length === 0 && !displayNews ? (
        <NoSnapshots />
      ) : (
        <PhoneDashboard snapshots={snapshots} showNews={displayNews} />
      );
  } else {
    content =
      snapshots.length === 0 && !displayNews ? (
        <NoSnapshots />
      ) : (
        <SnapshotGrid>
          {displayNews && news.data ? (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <SnapshotView kind="companyNews" news={news.data} />
            </Box>
          ) : null}
          {snapshots.map((definition) => (
            <SnapshotView key={definition.kind} kind={definition.kind} news={news.data} />
          ))}
        </SnapshotGrid>
      );
  }

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, pt: { xs: 1, md: 1 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>{configure}</Box>
      {content}
      {configureOpen ? (
        <Suspense fallback={null}>
          <ConfigureDialog open onClose={() => setConfigureOpen(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}

function NoSnapshots() {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      No snapshots are turned on. Choose Configure to pick what your dashboard shows.
    </Typography>
  );
}
