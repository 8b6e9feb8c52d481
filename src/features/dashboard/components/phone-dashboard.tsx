import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { COMPANY_NEWS_TITLE, type SnapshotDefinition, type SnapshotKind } from '../model/snapshots';
import { SnapshotIcon } from './snapshot-icon';

interface PhoneTile {
  kind: SnapshotKind;
  label: string;
  route: string;
}

export interface PhoneDashboardProps {
  snapshots: SnapshotDefinition[];
  showNews: boolean;
}

/** Phones: a large icon button per snapshot. Schedule and timesheet leave for their own pages. */
export function PhoneDashboard({ snapshots, showNews }: PhoneDashboardProps) {
  const tiles: PhoneTile[] = [
    ...(showNews ? [{ kind: 'companyNews' as const, label: COMPANY_NEWS_TITLE, route: paths.dashboardSnapshot('companyNews') }] : []),
    ...snapshots.map((definition) => ({
      kind: definition.kind,
      label: definition.phoneLabel,
      route: definition.phoneRoute ?? paths.dashboardSnapshot(definition.kind),
    })),
  ];
  return (
    <Box component="ul" aria-label="Snapshots" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {tiles.map((tile) => (
        <li key={tile.kind}>
          <ButtonBase
            component={RouterLink}
            to={tile.route}
            focusRipple
            sx={{
              width: '100%',
              minHeight: 112,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
              p: 2,
            }}
          >
            <SnapshotIcon kind={tile.kind} color="primary" sx={{ fontSize: 44 }} />
            <Typography sx={{ fontWeight: 600 }}>{tile.label}</Typography>
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}
