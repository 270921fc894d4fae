/** "Acme, Inc." + "Extracted Metadata" → "acme-inc-extracted-metadata.json". */
export function jsonFileName(companyName: string | null | undefined, title: string): string {
  const slug = `${companyName ?? ''} ${title}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'data'}.json`;
}

/** Pretty JSON; a string is kept as a JSON string so the file is always valid JSON. */
export function toPrettyJson(data: unknown): string {
  return JSON.stringify(data ?? null, null, 2);
}

/** Saves `data` as a JSON file through a temporary object URL. */
export function downloadJson(fileName: string, data: unknown): void {
  const blob = new Blob([toPrettyJson(data)], { type: 'application/json' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke on the next tick: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

