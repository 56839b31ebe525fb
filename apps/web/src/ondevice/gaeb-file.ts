/** What a GAEB DA XML file written from another GAEB file is called. */

/** `LV.D83` + `X83` → `LV.X83`: the file's own name with the extension of the phase written. */
export function gaebFileName(originalName: string, extension: string): string {
  const base = originalName.replace(/\.(x8[0-9]b?|x31|xml|d8[0-9]|p8[0-9])$/i, "");
  return `${base.length > 0 ? base : "gaeb"}.${extension}`;
}

/** A GAEB DA XML result is known by its name (the server's answer carries no type): `.X83`, `.X89B`. */
export function isGaebXmlName(name: string): boolean {
  return /\.x8[0-9]b?$/i.test(name);
}
