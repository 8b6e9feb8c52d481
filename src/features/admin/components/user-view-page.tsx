import { Link as RouterLink, useParams } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { RecordView } from '@/components/record-view/record-view';
import { DetailList, RecordViewSection } from '@/components/record-view/record-view-section';
import { StatusChip } from '@/components/status-chip';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';
import { formatDateTime } from '@/lib/format';
import { useRoles } from '../api/roles';
import { useUser } from '../api/users';
import { userActions } from '../model/user-actions';
import { UserActionButtons } from './user-action-buttons';

const statusNotes = {
  Active: 'Can sign in.',
  Invited: 'Has not created a password through the get-started link yet.',
  Locked: 'Locked after too many failed sign-ins. Unlock the account or send a password reset link.',
  Inactive: 'Deactivated: cannot sign in.',
} as const;

/** One user: their details and what an administrator can do to them. */
export default function UserViewPage() {
  const { context = '' } = useParams();
  const user = useUser(context);
  const roles = useRoles();
  const signedIn = useSession().userState?.username;
  if (!user.data || !roles.data) return <LinearProgress aria-label="Loading user" />;
  const record = user.data;
  // A user whose role this administrator may not give (Root) is theirs to see, not to change.
  const manageable = roles.data.some((role) => role.context === record.role.context && role.assignable);
  return (
    <RecordView
      back={{ to: paths.adminUsers, label: 'Back to Users' }}
      title={`${record.firstName} ${record.lastName}`}
      badges={<StatusChip status={record.status} />}
      summary={<UserActionButtons user={record} actions={userActions(record, signedIn, manageable)} />}
    >
      <RecordViewSection title="Account">
        <DetailList
          items={[
            { label: 'Email', value: record.email },
            {
              label: 'Role',
              value: (
                <Link component={RouterLink} to={paths.adminRole(record.role.context)}>
                  {record.role.name}
                </Link>
              ),
            },
            { label: 'Status', value: `${record.status}. ${statusNotes[record.status]}` },
            { label: 'Last Sign-In', value: record.lastSignIn ? formatDateTime(record.lastSignIn) : 'Never' },
            ...(record.invitedOn ? [{ label: 'Invited', value: formatDateTime(record.invitedOn) }] : []),
          ]}
        />
      </RecordViewSection>
    </RecordView>
  );
}
