/** How long the object URL of a saved file lives: long enough for the browser to take it. */
const REVOKE_AFTER_MS = 60_000;

/** Hands a downloaded file to the browser's own download (the only way a page can save one). */
export const saveFile = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // One-shot, not a poll: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
};
