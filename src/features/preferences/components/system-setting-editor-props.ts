import type { SystemSetting } from '@/lib/schemas/settings-schemas';

export interface SystemSettingEditorProps {
  setting: SystemSetting;
}
