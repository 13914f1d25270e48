/** Saving a file the person asked for (a CSV export): listeners and the base query call this; tests pass fakes. */
export interface FilePort {
  /** Offers the bytes as a download under this name. */
  save(blob: Blob, fileName: string): void;
}

/**
 * The browser's download: an object URL for the bytes, a link with `download` clicked, the URL revoked after
 * the click has been handled. The bytes were fetched with the bearer token by the base query; no token is
 * ever in a URL or the store (ADR 0131).
 */
export function browserFiles(doc: Document = document): FilePort {
  return {
    save(blob, fileName) {
      const url = URL.createObjectURL(blob);
      const link = doc.createElement('a');
      link.href = url;
      link.download = fileName;
      link.rel = 'noopener';
      link.style.display = 'none';
      doc.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  };
}
