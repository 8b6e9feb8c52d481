/** The forms feature's public surface: form instances any record (intake, job, resource) embeds. */
export { FormInstancesSection, type FormInstancesSectionProps, type FormOwnerKind } from './components/form-instances-section';
