import type { CustomerRecord, DuplicateMatch } from '@/lib/schemas/customer-schemas';
import { DuplicateCustomerDialog, useFormSubmitButton } from './duplicate-customer-dialog';
import type { CheckedCustomerCreate } from './use-checked-customer-create';

export interface CheckedCreateDuplicatesProps {
  checked: CheckedCustomerCreate;
  /** The name of the customer about to be created. */
  newName: string;
  useExistingLabel: string;
  onUseExisting: (match: DuplicateMatch) => void;
  /** Create Anyway made the customer. */
  onCreated: (customer: CustomerRecord) => void;
}

/**
 * The Possible Duplicate Customer dialog of a form that creates through `useCheckedCustomerCreate`;
 * rendered inside the form, so that focus goes back to the form's submit button on closing.
 */
export function CheckedCreateDuplicates({ checked, newName, useExistingLabel, onUseExisting, onCreated }: CheckedCreateDuplicatesProps) {
  const submitButton = useFormSubmitButton();
  return (
    <>
      {submitButton.anchor}
      <DuplicateCustomerDialog
        open={checked.matches !== null}
        newName={newName}
        matches={checked.matches ?? []}
        useExistingLabel={useExistingLabel}
        busy={checked.creating}
        onUseExisting={(match) => {
          checked.dismiss();
          onUseExisting(match);
        }}
        onCreateAnyway={() =>
          void checked.createAnyway().then((outcome) => {
            if (outcome.kind === 'created') onCreated(outcome.customer);
          })
        }
        onCancel={checked.dismiss}
        returnFocus={submitButton.find}
      />
    </>
  );
}
