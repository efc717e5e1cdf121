/** Hands a downloaded blob to the browser as a file. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: Chromium reads the blob asynchronously after the click.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
