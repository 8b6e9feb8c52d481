import { useSystemSettings } from './get-system-settings';
import { listPageSize, listPageSizes } from '@/lib/record-list';

/**
 * Rows per page of a list: the size chosen in the address, else the PAGE_SIZE system setting
 * (`ready` turns true once the setting has loaded, so the first search already uses it).
 */
export function useListPageSize(chosen: string | undefined): { pageSize: number; ready: boolean } {
  const needsSetting = !listPageSizes.includes(Number(chosen));
  const settings = useSystemSettings({ enabled: needsSetting });
  return { pageSize: listPageSize(chosen, settings.data), ready: !needsSetting || !settings.isPending };
}
