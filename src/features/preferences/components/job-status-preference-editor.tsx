import CircularProgress from '@mui/material/CircularProgress';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import { activePicklistItems } from '@/lib/picklists/picklist-items';
import type { EditablePreference } from '../model/visible-preferences';
import { PreferenceCheckboxEditor } from './preference-checkbox-editor';

/** A JOB_STATUS preference: a checkbox per active job status. */
export function JobStatusPreferenceEditor({ preference }: { preference: EditablePreference }) {
  const statuses = usePicklist('JobStatus');
  if (!statuses.data) {
    return statuses.isPending ? <CircularProgress size={24} aria-label={`Loading ${preference.name}`} /> : null;
  }
  const options = activePicklistItems(statuses.data).map((item) => item.text);
  return <PreferenceCheckboxEditor preference={preference} options={options} />;
}
