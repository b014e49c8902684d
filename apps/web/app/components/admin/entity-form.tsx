/**
 * What every admin form shares, whether it creates (a new product, order, coupon or user) or
 * shows an existing one (a product's or order's detail page):
 *
 * - create (and the always-open settings form): the fields are open, the domain schema's
 *   messages show under them, a server message naming a field shows under that field too;
 * - detail: SPEC.md's edit mode. Read-only until 'Realizar Cambios'; 'Guardar' saves, the X puts
 *   everything back as it was; no schema check (SPEC.md section 5: product and
 *   made-to-order edits are not validated; an order's save has only its tracking-code rule).
 *
 * Both warn before leaving with unsaved edits, show a failed save above the form and keep what
 * was typed. The entity's form renders its fields once, for both pages.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegister, UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { AdminApiError, StaleWriteError, errorMessage } from '../../lib/admin/api';
import { useUnsavedChangesWarning } from '../../lib/admin/unsaved-changes';
import { showToast } from '../toasts';
import styles from './admin.module.css';
import formStyles from './entity-form.module.css';
import { Button, buttonClass } from '../ui/button';

/** SPEC.md section 8: the alert after an edit is saved. */
export const SAVED_TEXT = 'Cambios guardados exitosamente';

export function useEntityForm<V extends FieldValues, R>(
  form: UseFormReturn<V>,
  {
    detail,
    send,
    saved,
    onSaved,
    fieldOf,
    check,
    onStale,
  }: {
    /**
     * A detail page (read-only until 'Realizar Cambios') rather than an open form (create pages,
     * settings).
     */
    detail: boolean;
    send: (values: V) => Promise<R>;
    /** The toast after a successful save. */
    saved: string;
    onSaved: (result: R) => void | Promise<void>;
    /** The form field that shows a server message about `path`, if any shows it. */
    fieldOf?: (path: string, values: V) => string | undefined;
    /** A message that stops the save before anything is sent. */
    check?: (values: V) => string | null;
    /**
     * The save was refused as stale (saveOrReload): show what is there now. The form leaves
     * edit mode with the server's message above it.
     */
    onStale?: (current: R) => void;
  },
) {
  const [editing, setEditing] = useState(!detail);
  const [failure, setFailure] = useState<string | null>(null);
  const allowLeaving = useUnsavedChangesWarning(editing && form.formState.isDirty);

  const submit = form.handleSubmit(async (values) => {
    const refusal = check?.(values) ?? null;
    if (refusal) {
      setFailure(refusal);
      return;
    }
    setFailure(null);
    try {
      const result = await send(values);
      allowLeaving();
      if (detail) setEditing(false);
      showToast(saved, { durationMs: 4000 });
      await onSaved(result);
    } catch (error) {
      setFailure(errorMessage(error));
      if (error instanceof StaleWriteError && onStale) {
        allowLeaving();
        onStale(error.current as R);
        if (detail) setEditing(false);
        return;
      }
      const field = error instanceof AdminApiError && error.field && fieldOf?.(error.field, values);
      if (field) form.setError(field as Path<V>, { type: 'server', message: errorMessage(error) });
    }
  });

  /** `register`, with the field locked until 'Realizar Cambios' (a DOM lock: values stay). */
  const field: UseFormRegister<V> = (name, options) => ({
    ...form.register(name, options),
    disabled: !editing,
  });

  return {
    editing,
    startEditing: () => setEditing(true),
    /** The X: back to the values last loaded or saved. */
    discard: () => {
      form.reset();
      setFailure(null);
      setEditing(false);
    },
    submit: (event: FormEvent) => void submit(event),
    failure,
    setFailure,
    field,
  };
}

/** 'Realizar Cambios', or 'Guardar' and the X that discards. Without `onSave`, Guardar submits. */
export function EditModeButtons({
  editing,
  saving,
  onEdit,
  onDiscard,
  onSave,
}: {
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onDiscard: () => void;
  onSave?: () => void;
}) {
  if (!editing) {
    return (
      <Button key="editar" type="button" variant="primary" onClick={onEdit}>
        Realizar Cambios
      </Button>
    );
  }
  return (
    <>
      {/* Keys keep React from turning the clicked 'Realizar Cambios' button into this submit
          button mid-click, which would submit the form at once. */}
      <Button
        key="guardar"
        type={onSave ? 'button' : 'submit'}
        variant="primary"
        disabled={saving}
        onClick={onSave}
      >
        {saving ? 'Guardando…' : 'Guardar'}
      </Button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label="Descartar cambios"
        title="Descartar cambios"
        onClick={onDiscard}
      >
        ×
      </button>
    </>
  );
}

/** The sticky bar above a detail form: what it shows on the left, the edit-mode buttons right. */
export function EditBar({
  children,
  ...buttons
}: Parameters<typeof EditModeButtons>[0] & { children: ReactNode }) {
  return (
    <div className={`${formStyles.editBar} ${buttons.editing ? formStyles.editing : ''}`}>
      {children}
      <div className={styles.actions}>
        <EditModeButtons {...buttons} />
      </div>
    </div>
  );
}

/** A create form's last row: back to the list, and the submit button. */
export function CreateActions({
  cancelTo,
  submit,
  saving,
}: {
  cancelTo?: string;
  submit: string;
  saving: boolean;
}) {
  return (
    <div className={styles.formActions}>
      {cancelTo ? (
        <Link to={cancelTo} className={buttonClass('outline')}>
          Cancelar
        </Link>
      ) : null}
      <Button type="submit" variant="primary" disabled={saving}>
        {saving ? 'Guardando…' : submit}
      </Button>
    </div>
  );
}
