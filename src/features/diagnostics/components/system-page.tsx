import { apiBaseUrl, env, usesMockBackend } from '@/config/env';
import { APP_VERSION, BUILD_TIME } from '@/config/version';
import { formatDateTime } from '@/lib/format';
import { canResetDemoData } from '../api/reset-demo-data';
import type { DiagnosticsSection } from '../model/diagnostics-text';
import { DiagnosticsFrame, FactsSection } from './diagnostics-frame';
import { ResetDemoDataSection } from './reset-demo-data-section';

function systemSections(): DiagnosticsSection[] {
  return [
    {
      title: 'Application',
      facts: [
        { label: 'Product', value: env.productName },
        { label: 'Version', value: APP_VERSION },
        { label: 'Build Time', value: BUILD_TIME ? formatDateTime(BUILD_TIME) : 'Not recorded in this build' },
        { label: 'Build', value: env.isProduction ? 'Production' : 'Development' },
      ],
    },
    {
      title: 'Server',
      facts: [
        { label: 'Backend', value: usesMockBackend ? 'Embedded mock backend' : 'Real API' },
        { label: 'API Base URL', value: usesMockBackend ? `Embedded mock backend (${apiBaseUrl})` : apiBaseUrl },
      ],
    },
  ];
}

/** diagnostics/system: version, build time, the API base and whether the mock serves it; Reset demo data in the demo. */
export default function SystemPage() {
  const sections = systemSections();
  return (
    <DiagnosticsFrame page="system" copySections={systemSections}>
      {sections.map((section) => (
        <FactsSection key={section.title} title={section.title} facts={section.facts} />
      ))}
      {usesMockBackend && canResetDemoData() ? <ResetDemoDataSection /> : null}
    </DiagnosticsFrame>
  );
}
