/**
 * Saves a downloaded file under `filename`. With `openOnPhones`, a phone opens it in a new tab instead, where the
 * browser's own viewer offers to save it (docs/product.md §7).
 */
export function saveBlob(blob: Blob, filename: string, { openOnPhones = false } = {}): void {
  const url = URL.createObjectURL(blob);
  if (openOnPhones && /Android|iPhone|iPad|Mobile/i.test(navigator.userAgent)) window.open(url, '_blank');
  else Object.assign(document.createElement('a'), { href: url, download: filename }).click();
  // Long enough for the browser to start the download or the tab to load it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
