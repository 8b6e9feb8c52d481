import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { RecordViewSection } from '@/components/record-view/record-view-section';
import { useSession } from '@/lib/auth/use-session';
import type { UserState } from '@/lib/auth/auth-schemas';
import type { DiagnosticsSection } from '../model/diagnostics-text';
import { groupPermissions } from '../model/permission-groups';
import { DiagnosticsFrame, FactsSection } from './diagnostics-frame';

type Preference = UserState['preferences'][number];

const preferenceColumns: DataTableColumn<Preference>[] = [
  { id: 'key', header: 'Key', breakWords: true, cell: (preference) => preference.key },
  { id: 'value', header: 'Value', breakWords: true, cell: (preference) => preference.value },
];

function userSections(user: UserState | null): DiagnosticsSection[] {
  if (!user) return [];
  return [
    {
      title: 'User State',
      facts: [
        { label: 'Name', value: `${user.name.first} ${user.name.last}`.trim() },
        { label: 'Email', value: user.username },
        { label: 'Role', value: user.role.name },
        { label: 'Personnel Record', value: user.personnelContext ?? 'None' },
        { label: 'Subscription', value: user.subscription ? `${user.subscription.planName} (${user.subscription.status})` : 'None' },
        { label: 'Guided Tours Completed', value: user.completedGuidedTours.length > 0 ? user.completedGuidedTours.join(', ') : 'None' },
      ],
    },
    { title: 'Permissions', facts: groupPermissions(user.permissions).map((group) => ({ label: group.name, value: group.codes.join(', ') })) },
    { title: 'Preferences', facts: user.preferences.map((preference) => ({ label: preference.key, value: preference.value })) },
  ];
}

/** diagnostics/user: the signed-in user's state, permissions by kind of record, and preferences. */
export default function UserPage() {
  const { userState } = useSession();
  const [state, permissions] = userSections(userState);
  const preferences = [...(userState?.preferences ?? [])].sort((a, b) => a.key.localeCompare(b.key));
  return (
    <DiagnosticsFrame page="user" copySections={() => userSections(userState)}>
      {state ? <FactsSection title={state.title} facts={state.facts} /> : null}
      {permissions ? <FactsSection title={`${permissions.title} (${userState?.permissions.length ?? 0})`} facts={permissions.facts} /> : null}
      <RecordViewSection title="Preferences">
        <DataTable label="Preferences" columns={preferenceColumns} rows={preferences} rowKey={(preference) => preference.key} totalCount={preferences.length} empty={{ nothingYet: 'No preferences are set.' }} />
      </RecordViewSection>
    </DiagnosticsFrame>
  );
}
