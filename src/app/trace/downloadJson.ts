/** Saves a value as a JSON file through the browser's download (an object URL and a link). */
export const downloadJson = (fileName: string, value: unknown, indent?: number): void => {
  const blob = new Blob([JSON.stringify(value, null, indent)], {
    type: 'application/json;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
