import { abbreviatedAddress } from '@/lib/format';
import type { Address, CustomerRef } from '@/lib/schemas/common-schemas';
import { CellInline, CellLines, CellText, InactiveTag } from './cell-parts';

/**
 * The customer column of a record list (intake, jobs): the customer's name (with the parent of a
 * site), the inactive badge, and the abbreviated service address (else the customer's own).
 */
export function CustomerCell({ customer, serviceAddress }: { customer: CustomerRef; serviceAddress: Address | null }) {
  return (
    <CellLines>
      <CellInline>
        <CellText as="span" strong>
          {customer.customerName}
        </CellText>
        {customer.active ? null : <InactiveTag />}
      </CellInline>
      {customer.parentCustomerName ? (
        <CellText as="span" tone="secondary" caption>
          {customer.parentCustomerName}
        </CellText>
      ) : null}
      <CellText as="span" tone="secondary">
        {abbreviatedAddress(serviceAddress ?? customer.address)}
      </CellText>
    </CellLines>
  );
}
