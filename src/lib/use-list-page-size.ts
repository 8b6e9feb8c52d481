import { listPageSize, listPageSizes } from '@/lib/record-list';
import { useSystemSettings } from '@/lib/system-settings/get-system-settings';

/**
 * Rows per page of a list: the size chosen in the address, else the company's PAGE_SIZE system
 * setting (spec 1 §9). `ready` turns true once the setting has loaded, so the first search already
 * uses it.
 */
export function useListPageSize(chosen: string | undefined): { pageSize: number; ready: boolean } {
  const needsSetting = !listPageSizes.includes(Number(chosen));
  const settings = useSystemSettings(undefined, { enabled: needsSetting });
  return { pageSize: listPageSize(chosen, settings.data), ready: !needsSetting || !settings.isPending };
}
