/** The forms feature's public surface: form instances any record (intake, job, resource) embeds. */
export { FormInstancesSection, type FormInstancesSectionProps, type FormOwnerKind } from './components/form-instances-section';
export { FormFillDialog, type FormFillDialogProps } from './components/form-fill-dialog';
export { FormAnswersView } from './components/form-answers-view';
export { completionText, formCompletion } from './model/form-completion';
export { useFormInstance } from './api/get-form-instance';
export { SignaturePad, type SignaturePadProps } from './components/signature-pad';
export { FormPreview, type FormPreviewProps } from './components/form-preview';
