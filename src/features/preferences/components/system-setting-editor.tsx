import { NumberSettingEditor } from './number-setting-editor';
import { PaginationSettingEditor } from './pagination-setting-editor';
import { PersonnelSettingEditor } from './personnel-setting-editor';
import type { SystemSettingEditorProps } from './system-setting-editor-props';
import { TextareaSettingEditor } from './textarea-setting-editor';
import { YesNoSettingEditor } from './yes-no-setting-editor';

/** The editor for one system setting, by its editor type. */
export function SystemSettingEditor({ setting }: SystemSettingEditorProps) {
  switch (setting.editorType) {
    case 'INPUT_NUMBER':
      return <NumberSettingEditor setting={setting} />;
    case 'TEXTAREA':
      return <TextareaSettingEditor setting={setting} />;
    case 'YES_NO':
      return <YesNoSettingEditor setting={setting} />;
    case 'PERSONNEL':
      return <PersonnelSettingEditor setting={setting} />;
    case 'PAGINATION':
      return <PaginationSettingEditor setting={setting} />;
  }
}
