/** A file the page handed to the browser to save. */
export interface SavedFile {
  filename: string;
  text: string;
}

/**
 * Catches files saved through an object URL (jsdom has neither object URLs nor downloads):
 * returns the list of saved files, filled as the page saves them.
 */
export function catchDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:portal.test/${++next}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (!blob) return;
    // jsdom's Blob has no text(); its FileReader reads one.
    const reader = new FileReader();
    reader.onload = () => saved.push({ filename: this.download, text: String(reader.result) });
    reader.readAsText(blob);
  });
  return saved;
}
