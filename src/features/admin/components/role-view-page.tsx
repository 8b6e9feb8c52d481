import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import RemoveCircleOutlineOutlined from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { RecordView } from '@/components/record-view/record-view';
import { RecordViewSection } from '@/components/record-view/record-view-section';
import { paths } from '@/config/paths';
import { groupPermissions, type GrantedArea } from '@/lib/permission-catalog';
import { useRole } from '../api/roles';

function AreaSection({ area }: { area: GrantedArea }) {
  return (
    <RecordViewSection title={area.area}>
      <Typography variant="body2" color="text.secondary">
        {area.grantedCount === 0 ? 'Nothing granted' : `${area.grantedCount} of ${area.permissions.length} granted`}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
        {area.permissions.map((permission) => (
          <Box component="li" key={permission.code} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            {permission.granted ? (
              <CheckCircleOutlined fontSize="small" color="success" aria-hidden sx={{ mt: 0.25 }} />
            ) : (
              <RemoveCircleOutlineOutlined fontSize="small" sx={{ mt: 0.25, color: 'text.secondary' }} aria-hidden />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography component="span" sx={{ fontWeight: permission.granted ? 600 : 400 }}>
                {permission.label}
              </Typography>
              <Typography component="span" color="text.secondary">
                {`: ${permission.granted ? 'Granted' : 'Not granted'} · ${permission.code}`}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </RecordViewSection>
  );
}

/** A role, read-only: its description, how many users hold it, and every permission code by area, granted or not. */
export default function RoleViewPage() {
  const { context = '' } = useParams();
  const role = useRole(context);
  if (!role.data) return <LinearProgress aria-label="Loading role" />;
  const record = role.data;
  const areas = groupPermissions(record.permissions);
  return (
    <RecordView
      back={{ to: paths.adminRoles, label: 'Back to Roles' }}
      title={record.name}
      summary={
        <Typography color="text.secondary">
          {record.description} {record.userCount === 1 ? '1 user holds this role.' : `${record.userCount} users hold this role.`}
        </Typography>
      }
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } }}>
        {areas.map((area) => (
          <AreaSection key={area.area} area={area} />
        ))}
      </Box>
    </RecordView>
  );
}
