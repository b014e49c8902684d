import { adminFile } from './api';

/** How long a PDF's address stays valid: its tab reads it at once, a slow one within a minute. */
const KEEP_URL_MS = 60_000;

function download(url: string, filename: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
}

/**
 * POSTs `body` to an admin call answering a PDF (slips, labels) and shows it in a new tab, where
 * the browser's viewer prints it. The tab opens at the click, before the PDF arrives: a tab
 * opened later is blocked as a pop-up. When the browser opens none, the PDF is downloaded under
 * the server's file name (or `filename`). A refusal closes the tab and is thrown, in Spanish.
 */
export async function openAdminPdf(path: string, body: unknown, filename: string): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) {
    tab.document.title = 'Preparando el PDF…';
    tab.document.body.textContent = 'Preparando el PDF…';
  }
  try {
    const file = await adminFile(path, { method: 'POST', body });
    const url = URL.createObjectURL(file.blob);
    if (tab && !tab.closed) tab.location.href = url;
    else download(url, file.filename ?? filename);
    setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
