/**
 * Photos the admin uploads (issue 44): a phone's photo is accepted as it comes, up to 10 MB; the
 * server turns it into pictures of at most 100 KB each (SPEC's storage limit, kept for what is
 * stored and served, not for what is sent).
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Every picture the shop stores: the main one and each smaller copy. */
export const MAX_STORED_IMAGE_BYTES = 100 * 1024;
/** Widths of the smaller copies kept beside each upload, for the storefront's srcset. */
export const PHOTO_COPY_WIDTHS = [400, 800, 1200] as const;
/** The main picture's longest side. */
export const PHOTO_MAIN_SIDE = 1600;

/** SPEC.md's alert, with the limit the hint always promised. */
export const IMAGE_TOO_LARGE =
  'La imagen es demasiado pesada, por favor elige una que pese menos de 10 MB.';
export const UNSUPPORTED_IMAGE = 'El archivo no es una imagen JPEG, PNG, WebP o AVIF válida.';
/** The server's image library reads HEIC's AVIF cousin but not the iPhone's HEVC pictures. */
export const HEIC_NOT_SUPPORTED =
  'Las fotos HEIC del iPhone no se pueden leer en el servidor. Subila desde el navegador del iPhone (la convierte a JPEG sola) o elegí en el iPhone Ajustes > Cámara > Formatos > Más compatible.';
export const IMAGE_TOO_BIG_IN_PIXELS =
  'La imagen tiene demasiados píxeles (más de 50 megapíxeles). Elegí una foto más chica.';
