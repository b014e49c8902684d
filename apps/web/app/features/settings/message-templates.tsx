import { MESSAGE_PLACEHOLDERS, type MessageTemplate } from '@shop/domain';
import styles from '../../components/admin/admin.module.css';
import { Field } from '../../components/admin/field';
import { Button } from '../../components/ui/button';

const MAX_TEMPLATES = 20;

/**
 * Ajustes → Mensajes a clientes: the templates the order page fills and sends by WhatsApp or
 * e-mail. A plain editor of the list; the settings form keeps the value and its errors.
 */
export function MessageTemplatesEditor({
  value,
  onChange,
  errorOf,
  disabled,
}: {
  value: MessageTemplate[];
  onChange: (templates: MessageTemplate[]) => void;
  errorOf: (index: number, key: keyof MessageTemplate) => string | undefined;
  disabled?: boolean;
}) {
  const change = (index: number, patch: Partial<MessageTemplate>) =>
    onChange(value.map((template, i) => (i === index ? { ...template, ...patch } : template)));
  return (
    <section className={styles.card} aria-labelledby="ajustes-mensajes">
      <h2 id="ajustes-mensajes" className={styles.cardTitle}>
        Mensajes a clientes
      </h2>
      <p className={styles.hint}>
        Se eligen en el pedido para mandarlos por WhatsApp o email. Podés usar{' '}
        {Object.entries(MESSAGE_PLACEHOLDERS).map(([key, label], index, all) => (
          <span key={key}>
            <code title={label}>{`{${key}}`}</code>
            {index < all.length - 2 ? ', ' : index === all.length - 2 ? ' y ' : ''}
          </span>
        ))}
        : se completan con los datos del pedido y de la cuenta bancaria.
      </p>
      {value.map((template, index) => (
        <fieldset key={index} className={styles.fieldset} aria-label={`Mensaje ${index + 1}`}>
          <div className={styles.formGrid}>
            <Field label="Nombre" error={errorOf(index, 'name')}>
              <input
                className={styles.input}
                value={template.name}
                maxLength={60}
                onChange={(event) => change(index, { name: event.target.value })}
              />
            </Field>
            <Field label="Texto" error={errorOf(index, 'text')} wide>
              <textarea
                className={styles.textarea}
                rows={3}
                value={template.text}
                maxLength={1000}
                onChange={(event) => change(index, { text: event.target.value })}
              />
            </Field>
          </div>
          {disabled ? null : (
            <Button
              type="button"
              small
              variant="ghost"
              aria-label={`Quitar «${template.name || `mensaje ${index + 1}`}»`}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              Quitar mensaje
            </Button>
          )}
        </fieldset>
      ))}
      {disabled || value.length >= MAX_TEMPLATES ? null : (
        <Button type="button" onClick={() => onChange([...value, { name: '', text: '' }])}>
          Agregar mensaje
        </Button>
      )}
    </section>
  );
}
