import { useId, useState, type ChangeEvent } from 'react';
import { IMAGE_TOO_LARGE, MAX_UPLOAD_BYTES } from '@shop/domain';
import { adminText, errorMessage } from '../../lib/admin/api';
import { shrinkPhoto } from '../../lib/admin/shrink-photo';
import styles from './admin.module.css';
import formStyles from './image-uploader.module.css';
import { RemoveButton } from './remove-button';
import { scaledImage } from '../../lib/images';
import { buttonClass } from '../ui/button';

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer la imagen.'));
    reader.readAsDataURL(file);
  });
}

/** POST /api/uploadImage with the image as a data URL; answers the stored image's URL. */
export async function uploadImage(file: Blob): Promise<string> {
  const image = await readAsDataUrl(file);
  return adminText('/api/uploadImage', { method: 'POST', body: { image } });
}

/**
 * A variant's (or a promotion's) pictures, one file at a time: a big photo is shrunk in the
 * browser, checked against the 10 MB limit and uploaded at once (the server resizes it); the
 * list keeps the returned URLs. `single` keeps just one picture.
 */
export function ImageUploader({
  label,
  value,
  onChange,
  error,
  disabled = false,
  single = false,
}: {
  label: string;
  value: readonly string[];
  /** Gets the change as a function of the latest list: an upload may end after other edits. */
  onChange: (update: (urls: string[]) => string[]) => void;
  error?: string;
  disabled?: boolean;
  single?: boolean;
}) {
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setProblem(null);
    setBusy(true);
    try {
      const photo = await shrinkPhoto(file);
      if (photo.size > MAX_UPLOAD_BYTES) {
        setProblem(IMAGE_TOO_LARGE);
        return;
      }
      const url = await uploadImage(photo);
      onChange((current) => (single ? [url] : [...current, url]));
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const message = problem ?? error;
  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${inputId}-titulo`}>
        {label}
      </span>
      {value.length > 0 ? (
        <ul className={formStyles.images} aria-labelledby={`${inputId}-titulo`}>
          {value.map((url, index) => (
            <li key={`${url}-${index}`} className={formStyles.imageItem}>
              <img src={scaledImage(url, 200)} alt={`Imagen ${index + 1}`} width={96} height={96} />
              {disabled ? null : (
                <RemoveButton
                  className={formStyles.imageRemove}
                  aria-label={`${label}: quitar imagen ${index + 1}`}
                  onClick={() => onChange((current) => current.filter((_, i) => i !== index))}
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {disabled ? null : (
        <label className={formStyles.upload} htmlFor={inputId}>
          <input
            id={inputId}
            className={formStyles.fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            aria-label={`${label}: subir imagen`}
            disabled={busy}
            aria-invalid={message ? true : undefined}
            onChange={(event) => void choose(event)}
          />
          <span className={buttonClass('outline', { small: true })} aria-hidden="true">
            {busy ? 'Subiendo…' : single && value.length > 0 ? 'Cambiar imagen' : 'Subir imagen'}
          </span>
          <span className={styles.hint}>
            Una imagen a la vez: JPEG, PNG, WebP o AVIF de hasta 10 MB (fotos del celular
            incluidas).
          </span>
        </label>
      )}
      {message ? (
        <p className={styles.error} role={problem ? 'alert' : undefined}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
