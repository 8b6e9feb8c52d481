export type FormOwnerKind = 'Intake' | 'Job' | 'Resource';

export interface FormInstancesSectionProps {
  ownerKind: FormOwnerKind;
  ownerContext: string;
  /** Add, fill, save and delete need the owner's update permission; otherwise the forms are read-only. */
  canEdit: boolean;
}

// CONTRACT STUB — the forms helper replaces this implementation (keep the props).
export function FormInstancesSection(_props: FormInstancesSectionProps) {
  return null;
}
