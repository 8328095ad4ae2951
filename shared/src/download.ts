import type { DownloadedFile } from './data/request';

/** How long the object URL outlives the click: browsers read it after the click returns. */
const OBJECT_URL_LIFETIME_MS = 40_000;

/** Hands a downloaded file to the browser to save, through a short-lived object URL. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
