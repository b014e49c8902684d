import { useState, type FormEvent } from 'react';
import { synonymGroupSchema } from '@shop/domain';
import styles from '../../components/admin/admin.module.css';
import { Field } from '../../components/admin/field';
import formStyles from './synonym-form.module.css';
import { Button } from '../../components/ui/button';

export const TERMS_LABEL = 'Palabras que significan lo mismo';

/** The words of a group as the admin types them: comma-separated. */
export const termsText = (terms: readonly string[]) => terms.join(', ');
export const termsOf = (text: string) =>
  text
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);

/**
 * A new synonym group's words, checked with the schema the API uses before it is sent.
 * `onSave` answers the server's Spanish message when it refuses, or nothing.
 */
export function SynonymForm({
  initial,
  onSave,
}: {
  /** A failed search's words to start from. */
  initial: string;
  onSave: (terms: string[]) => Promise<string | null>;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = synonymGroupSchema.safeParse({ terms: termsOf(text) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setSaving(true);
    const refused = await onSave(parsed.data.terms);
    setSaving(false);
    setError(refused ?? undefined);
    if (!refused) setText('');
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <Field
        label={TERMS_LABEL}
        hint="Separadas por coma, por ejemplo: ojotas, chanclas"
        error={error}
        wide
      >
        <input
          className={styles.input}
          value={text}
          maxLength={800}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <Button type="submit" variant="primary" disabled={saving}>
        Agregar grupo
      </Button>
    </form>
  );
}
