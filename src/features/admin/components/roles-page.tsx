import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { paths } from '@/config/paths';
import type { RoleSummary } from '@/lib/schemas/admin-schemas';
import { useRoles } from '../api/roles';

const href = (role: RoleSummary) => paths.adminRole(role.context);
const userCount = (role: RoleSummary) => (role.userCount === 1 ? '1 user' : `${role.userCount} users`);

const columns: DataTableColumn<RoleSummary>[] = [
  {
    id: 'name',
    header: 'Role',
    nowrap: true,
    cell: (role) => (
      <Link component={RouterLink} to={href(role)} sx={{ fontWeight: 600 }}>
        {role.name}
      </Link>
    ),
  },
  { id: 'description', header: 'Description', cell: (role) => role.description },
  { id: 'users', header: 'Users', nowrap: true, align: 'right', cell: userCount },
];

function RoleCard({ role }: { role: RoleSummary }) {
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{role.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {role.description}
      </Typography>
      <Typography variant="body2">{userCount(role)}</Typography>
    </>
  );
}

/**
 * Administration › Roles: every role with how many users hold it. Roles are few and fixed, so this
 * is the whole list (no search or paging); a role opens what it grants.
 */
export default function RolesPage() {
  const roles = useRoles();
  return (
    <Box component="section" aria-label="Roles" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Typography color="text.secondary">A user holds exactly the permissions of their role. Open a role to see what it grants, area by area.</Typography>
      {roles.isError && !roles.data ? (
        <Alert severity="error">The roles could not be loaded.</Alert>
      ) : (
        <DataTable
          label="Roles"
          columns={columns}
          rows={roles.data}
          rowKey={(role) => role.context}
          rowHref={href}
          card={(role) => <RoleCard role={role} />}
          empty={{ nothingYet: 'No roles yet.' }}
        />
      )}
    </Box>
  );
}
