/** Hands bytes made on this computer to the browser's download, under a given name; nothing is uploaded. */
export function saveBytes(bytes: Uint8Array, fileName: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: mimeType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob once the click returns; a minute is generous for slow machines.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const GAEB_XML_MIME = "application/xml";
