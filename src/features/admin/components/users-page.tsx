import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { tableExportColumns } from '@/components/list-export/table-export-columns';
import { ListPage } from '@/components/list-page/list-page';
import { searchPages } from '@/lib/list-export/fetch-all-pages';
import { useListPage } from '@/components/list-page/use-list-page';
import { StatusChip } from '@/components/status-chip';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import type { UserListItem } from '@/lib/schemas/admin-schemas';
import { searchUsers, useUserSearch } from '../api/users';
import { ALL_STATUSES, userListDefaults, userSearchRequest, userStatusFilterOptions } from '../model/user-list';
import { InviteUserDialog } from './invite-user-dialog';

const href = (user: UserListItem) => paths.adminUser(user.context);
const fullName = (user: UserListItem) => `${user.firstName} ${user.lastName}`;
const lastSignIn = (user: UserListItem) => (user.lastSignIn ? formatDateTime(user.lastSignIn) : 'Never');

const columns: DataTableColumn<UserListItem>[] = [
  {
    id: 'name',
    header: 'Name',
    sortField: 'Name',
    cell: (user) => (
      <Link component={RouterLink} to={href(user)} sx={{ fontWeight: 600 }}>
        {fullName(user)}
      </Link>
    ),
  },
  { id: 'email', header: 'Email', sortField: 'Email', breakWords: true, cell: (user) => user.email },
  { id: 'role', header: 'Role', sortField: 'Role', cell: (user) => user.role.name },
  { id: 'status', header: 'Status', sortField: 'Status', cell: (user) => <StatusChip status={user.status} /> },
  { id: 'lastSignIn', header: 'Last Sign-In', sortField: 'LastSignIn', firstDirection: 'DESC', nowrap: true, cell: lastSignIn },
];

function UserCard({ user }: { user: UserListItem }) {
  return (
    <>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{fullName(user)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {user.role.name} · Last sign-in: {lastSignIn(user)}
      </Typography>
      <Box>
        <StatusChip status={user.status} />
      </Box>
    </>
  );
}

/** The export: the table's columns as shown. */
const exportColumns = tableExportColumns<UserListItem>(columns, {
  name: { kind: 'text', value: fullName, width: 28 },
  email: { kind: 'text', value: (user) => user.email, width: 32 },
  role: { kind: 'text', value: (user) => user.role.name, width: 20 },
  status: { kind: 'text', value: (user) => user.status, width: 12 },
  lastSignIn: { kind: 'datetime', value: (user) => user.lastSignIn },
});

/** Administration › Users: search, the status filter, Invite User; each user opens their page. */
export default function UsersPage() {
  const navigate = useNavigate();
  const list = useListPage(userListDefaults);
  const search = useUserSearch(userSearchRequest(list.query, list.pageSize), { enabled: list.enabled });
  const [inviting, setInviting] = useState(false);
  return (
    <>
      <ListPage
        label="Users"
        list={list}
        result={search}
        searchHint="Name, email or role"
        filters={[{ name: 'status', label: 'Status', options: userStatusFilterOptions, emptyOption: ALL_STATUSES, minWidth: 150 }]}
        export={{ id: 'users', columns: exportColumns, permission: 'ADMINISTRATOR', fetchPage: searchPages(userSearchRequest(list.query, list.pageSize), searchUsers) }}
        add={{ label: 'Invite User', onClick: () => setInviting(true), permission: 'ADMINISTRATOR' }}
        table={{
          columns,
          rowKey: (user) => user.context,
          rowHref: href,
          card: (user) => <UserCard user={user} />,
          empty: { nothingYet: 'No users yet.', nothingMatches: 'No users match the filter.' },
        }}
      />
      <InviteUserDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(user) => {
          setInviting(false);
          void navigate(paths.adminUser(user.context));
        }}
      />
    </>
  );
}
