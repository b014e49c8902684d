import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { z } from 'zod';
import { StaleWriteError, adminJson, errorMessage, saveOrReload } from '../../lib/admin/api';
import { useUnsavedChangesWarning } from '../../lib/admin/unsaved-changes';
import { showToast } from '../toasts';
import styles from './admin.module.css';
import { SAVED_TEXT } from './entity-form';
import { Button } from '../ui/button';

type Draft = Record<string, string>;

/**
 * Editing one row of a list in place (coupons, promotions): the row's cells become text boxes,
 * 'Guardar' checks the draft with the domain schema (its message under each box), PUTs it and
 * reloads the list; leaving with a changed draft warns first. One row at a time. A save refused
 * as stale (the row changed since the list was read) closes the row, shows the server's message
 * and reloads the list, so the row shows what is there now.
 */
export function useRowEditor<T, D extends Draft>(
  rows: readonly T[],
  {
    rowId,
    draftOf,
    schema,
    toBody,
    url,
  }: {
    rowId: (row: T) => string;
    /** The row's editable values as the boxes show them. */
    draftOf: (row: T) => D;
    schema: z.ZodType;
    /** The PUT body; `row` is the row as the list read it (its version, its counts). */
    toBody: (draft: D, row: T) => unknown;
    url: (id: string) => string;
  },
) {
  const revalidator = useRevalidator();
  const [draft, setDraft] = useState<{ id: string; values: D } | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof D, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const original = draft && rows.find((row) => rowId(row) === draft.id);
  const dirty =
    !!draft &&
    !!original &&
    Object.entries(draftOf(original)).some(([key, value]) => draft.values[key] !== value);
  useUnsavedChangesWarning(dirty);

  const close = () => {
    setDraft(null);
    setErrors({});
    setFailure(null);
  };

  async function save() {
    if (!draft || !original) return;
    const body = toBody(draft.values, original);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<keyof D, string>> = {};
      for (const issue of parsed.error.issues)
        found[String(issue.path[0]) as keyof D] ??= issue.message;
      setErrors(found);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await saveOrReload(
        () => adminJson(url(draft.id), { method: 'PUT', body }),
        () => revalidator.revalidate(),
      );
      close();
      showToast(SAVED_TEXT, { durationMs: 4000 });
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof StaleWriteError) close();
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  /** A cell's text box for one field of the row being edited, its message underneath. */
  const cellInput = (
    key: keyof D & string,
    {
      label,
      type,
      className,
    }: { label: string; type: 'text' | 'number' | 'date'; className?: string },
  ) => (
    <span className={styles.field}>
      <input
        className={`${styles.input} ${className ?? ''}`}
        aria-label={label}
        type={type}
        min={type === 'number' ? 0 : undefined}
        value={draft?.values[key] ?? ''}
        aria-invalid={errors[key] ? true : undefined}
        onChange={(event) =>
          setDraft((d) => (d ? { ...d, values: { ...d.values, [key]: event.target.value } } : d))
        }
      />
      {errors[key] ? <span className={styles.error}>{errors[key]}</span> : null}
    </span>
  );

  return {
    isEditing: (row: T) => draft?.id === rowId(row),
    /** Another row is being edited: its edit buttons wait. */
    busyElsewhere: draft !== null,
    edit: (row: T) => {
      close();
      setDraft({ id: rowId(row), values: draftOf(row) });
    },
    cancel: close,
    save: () => void save(),
    saving,
    failure,
    setFailure,
    cellInput,
  };
}

/** A row's 'Guardar' and 'Cancelar' while it is edited, its edit button otherwise. */
export function RowEditButtons({
  editing,
  editLabel,
  editName,
  saving,
  locked,
  onEdit,
  onSave,
  onCancel,
}: {
  editing: boolean;
  editLabel: string;
  /** The edit button's name for screen readers when its label alone does not say which row. */
  editName?: string;
  saving: boolean;
  locked: boolean;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  return editing ? (
    <>
      <Button type="button" variant="primary" small disabled={saving} onClick={onSave}>
        Guardar
      </Button>
      <Button type="button" small onClick={onCancel}>
        Cancelar
      </Button>
    </>
  ) : (
    <Button type="button" small disabled={locked} aria-label={editName} onClick={onEdit}>
      {editLabel}
    </Button>
  );
}
