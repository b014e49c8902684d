import { contactEmailSchema } from '@shop/domain';
import { useId, useState } from 'react';
import stepCard from './checkout-step.module.css';
import fields from './checkout-form.module.css';

/**
 * SPEC.md section 4: the contact e-mail is confirmed as soon as it is valid; its messages
 * (section 5) show once the shopper leaves the box.
 */
export function ContactStep({
  email,
  onEmailChange,
  onConfirmed,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  /** The valid e-mail, or null while it is not. */
  onConfirmed: (email: string | null) => void;
}) {
  const [showError, setShowError] = useState(false);
  const id = useId();
  const parsed = contactEmailSchema.safeParse(email);
  const error = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);

  return (
    <section className={stepCard.step} aria-labelledby={`${id}-title`}>
      <h2 className={stepCard.stepTitle} id={`${id}-title`}>
        <span className={stepCard.stepNumber} aria-hidden="true">
          1
        </span>
        Contacto
        {parsed.success && (
          <span className={stepCard.stepDone}>
            <span aria-hidden="true">✓</span> Confirmado
          </span>
        )}
      </h2>
      <div className={fields.field}>
        <label className={fields.label} htmlFor={id}>
          Email
        </label>
        <input
          id={id}
          className={fields.input}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="Completar email"
          value={email}
          aria-invalid={(showError && error !== null) || undefined}
          aria-describedby={showError && error ? `${id}-error` : undefined}
          onChange={(event) => {
            const next = event.target.value;
            onEmailChange(next);
            const result = contactEmailSchema.safeParse(next);
            onConfirmed(result.success ? result.data : null);
          }}
          onBlur={() => setShowError(true)}
        />
        {showError && error && (
          <p className={fields.errorText} id={`${id}-error`}>
            {error}
          </p>
        )}
        <p className={fields.hint}>Te enviamos la confirmación y el seguimiento del pedido.</p>
      </div>
    </section>
  );
}
