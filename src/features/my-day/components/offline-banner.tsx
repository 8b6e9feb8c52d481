import Alert from '@mui/material/Alert';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { useOnline } from '@/lib/offline/online-status';
import { OFFLINE_BANNER } from '../model/my-day-messages';

/** Says the device is offline and that changes wait for the network (nothing when online). */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert severity="warning" icon={<CloudOffOutlined />} role="status">
      {OFFLINE_BANNER}
    </Alert>
  );
}
