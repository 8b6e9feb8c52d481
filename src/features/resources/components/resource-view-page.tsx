import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SectionsLayout, type LayoutSection } from '@/components/record-editor/sections-layout';
import { RecordViewPage } from '@/components/record-view/record-view-page';
import { DetailList, Muted, RecordViewSection } from '@/components/record-view/record-view-section';
import { FormInstancesSection } from '@/features/forms';
import { RichTextHtml } from '@/features/jobs';
import { formatDate } from '@/lib/format';
import { recordKinds } from '@/lib/record-kinds';
import { useCan } from '@/lib/permissions';
import type { Resource } from '@/lib/schemas/resource-schemas';
import { useDeleteResource } from '../api/delete-resource';
import { useResource } from '../api/get-resource';
import { NO_ATTRIBUTES, RESOURCE_DELETED } from '../model/resource-messages';
import { MaintenanceLogSection } from './maintenance-log-section';
import { ResourceStorageSection } from './resource-storage-section';

/** Spec 3 §2: tiles for type, assigned to, date issued and location. */
function tiles(record: Resource) {
  return [
    { label: 'Type', value: record.resourceType?.text || 'None' },
    { label: 'Assigned To', value: record.assignedTo?.name ?? 'Nobody' },
    { label: 'Date Issued', value: record.dateIssued ? formatDate(`${record.dateIssued}T12:00:00`) : 'None' },
    { label: 'Location', value: record.location?.name ?? 'None' },
  ];
}

function ResourceTiles({ record }: { record: Resource }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
      {tiles(record).map((tile) => (
        <Paper key={tile.label} variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {tile.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {tile.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** The resource's sections: tiles, attributes or the no-data message, description; forms, images and files, and (RESMAINT_R) the maintenance log. */
function ResourceSections({ record }: { record: Resource }) {
  const canReadMaintenance = useCan('RESMAINT_R');
  const sections: LayoutSection[] = [
    {
      id: 'resource',
      label: 'Resource',
      secondary: record.resourceType?.text,
      content: (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ResourceTiles record={record} />
          <RecordViewSection title="Attributes">
            {record.attributes.length > 0 ? <DetailList items={record.attributes.map((entry) => ({ label: entry.label, value: entry.value }))} /> : <Muted>{NO_ATTRIBUTES}</Muted>}
          </RecordViewSection>
          <RecordViewSection title="Description">
            <RichTextHtml html={record.description} empty="No description." />
          </RecordViewSection>
        </Box>
      ),
    },
    { id: 'forms', label: 'Forms', content: <FormInstancesSection ownerKind="Resource" ownerContext={record.context} canEdit={false} headingComponent="h3" /> },
    { id: 'images-files', label: 'Images and Files', content: <ResourceStorageSection resourceContext={record.context} editable={false} /> },
  ];
  if (canReadMaintenance) sections.push({ id: 'maintenance-log', label: 'Maintenance Log', content: <MaintenanceLogSection resourceContext={record.context} editable={false} /> });
  return <SectionsLayout label="Resource sections" sections={sections} />;
}

/** Spec 3 §2 resource view: Edit (RES_U) and Delete (RES_D, confirmed) above the sections. */
export default function ResourceViewPage() {
  return (
    <RecordViewPage kind={recordKinds.resource} useRecord={useResource} useDelete={useDeleteResource} deletedMessage={RESOURCE_DELETED}>
      {(record) => <ResourceSections record={record} />}
    </RecordViewPage>
  );
}
