import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { isAdministrator } from '@/lib/permissions';
import { useUserState } from '@/lib/auth/use-session';
import { StorageBrowser } from './storage-browser';
import { StorageDiskUsage } from './storage-disk-usage';

/** settings/images-files: Disk Usage, then (for administrators) the Images and Files tabs. */
export default function ImagesFilesPage() {
  const user = useUserState();
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <StorageDiskUsage />
      {isAdministrator(user) ? <StorageBrowser /> : null}
    </Stack>
  );
}
