import type { PayerInfo } from '@shop/domain';
import { AddressForm, AddressSummary, type AddressDraft } from './address-form';
import fields from './checkout-form.module.css';
import stepCard from './checkout-step.module.css';

/**
 * Step 2, Datos de envío: waits for the contact e-mail, then asks for the address, then shows the
 * confirmed one with its 'Editar'.
 */
export function AddressStep({
  confirmedEmail,
  payer,
  initial,
  onDraftChange,
  onConfirm,
  onEdit,
}: {
  confirmedEmail: string | null;
  payer: PayerInfo | null;
  initial: AddressDraft;
  onDraftChange: (draft: AddressDraft) => void;
  onConfirm: (payer: PayerInfo, draft: AddressDraft) => void;
  onEdit: () => void;
}) {
  return (
    <section className={stepCard.step} aria-labelledby="checkout-address-title" data-step="address">
      <h2 className={stepCard.stepTitle} id="checkout-address-title" tabIndex={-1}>
        <span className={stepCard.stepNumber} aria-hidden="true">
          2
        </span>
        Datos de envío
      </h2>
      {!confirmedEmail && !payer && <p className={fields.hint}>Ingresá tu email para continuar.</p>}
      {confirmedEmail && !payer && (
        <AddressForm
          initial={initial}
          contactEmail={confirmedEmail}
          onDraftChange={onDraftChange}
          onConfirm={onConfirm}
        />
      )}
      {payer && <AddressSummary payer={payer} onEdit={onEdit} />}
    </section>
  );
}
