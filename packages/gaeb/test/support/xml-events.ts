import { bytesSource } from "../../src/byte-source.js";
import { chooseEncoding, decodeChunks, InvalidBytesError } from "../../src/xml/decode.js";
import { FastPathDeclined, parseXmlFast } from "../../src/xml/fast-xml.js";
import { readGaebXml } from "../../src/xml/index.js";
import { parseXml, type XmlHandler } from "../../src/xml/sax.js";

/**
 * Records what an XML reader hands its handler, so the fast path can be held against saxes event by event. With
 * `switchedOn`, text is wanted only inside elements of those names (as the GAEB collector wants it only inside the
 * parts it captures), so the text switch is exercised too.
 */
export type XmlEvent =
  | ["open", string, Record<string, string>, number, number]
  | ["close"]
  | ["text", string];

class Recorder implements XmlHandler {
  readonly events: XmlEvent[] = [];
  private setWanted: ((wanted: boolean) => void) | undefined;
  private inside = 0;

  constructor(private readonly switchedOn?: ReadonlySet<string>) {}

  useTextSwitch(setTextWanted: (wanted: boolean) => void): void {
    if (!this.switchedOn) return;
    this.setWanted = setTextWanted;
    setTextWanted(false);
  }

  open(name: string, attributes: Record<string, string>, line: number, column: number): void {
    this.events.push(["open", name, { ...attributes }, line, column]);
    if (this.inside > 0) this.inside += 1;
    else if (this.switchedOn?.has(name)) {
      this.inside = 1;
      this.setWanted?.(true);
    }
  }

  close(): void {
    this.events.push(["close"]);
    if (this.inside > 0) {
      this.inside -= 1;
      if (this.inside === 0) this.setWanted?.(false);
    }
  }

  text(text: string): void {
    this.events.push(["text", text]);
  }
}

export type Outcome = { events: XmlEvent[]; error?: string } | "declined";

/** What saxes hands over (and the error it stops at, if any). */
export function saxesEvents(chunks: Iterable<string>, switchedOn?: ReadonlySet<string>): Outcome {
  const recorder = new Recorder(switchedOn);
  try {
    parseXml(chunks, recorder);
    return { events: recorder.events };
  } catch (error) {
    return { events: recorder.events, error: String(error) };
  }
}

/** What the fast path hands over, or "declined"; any other exception is a bug and is thrown. */
export function fastEvents(chunks: Iterable<string>, switchedOn?: ReadonlySet<string>): Outcome {
  const recorder = new Recorder(switchedOn);
  try {
    parseXmlFast(chunks, recorder);
    return { events: recorder.events };
  } catch (error) {
    if (error instanceof FastPathDeclined) return "declined";
    throw error;
  }
}

/** A file's text as the reader decodes it (UTF-8 that is not falls back to Windows-1252, as the reader does). */
export function decodedChunks(bytes: Uint8Array): string[] {
  const choice = chooseEncoding(bytes.subarray(0, 256));
  try {
    return [...decodeChunks([bytes], choice, true)];
  } catch (error) {
    if (!(error instanceof InvalidBytesError)) throw error;
    return [...decodeChunks([bytes], { ...choice, encoding: "windows-1252" }, false)];
  }
}

/** The text cut into pieces of the given sizes in turn (1, 2, 3, …), so tokens are split everywhere. */
export function pieces(text: string, sizes: readonly number[]): string[] {
  const out: string[] = [];
  let at = 0;
  for (let index = 0; at < text.length; index += 1) {
    const size = sizes[index % sizes.length] ?? 1;
    out.push(text.slice(at, at + size));
    at += size;
  }
  return out;
}

/** readGaebXml with the fast path and with saxes alone: the two results must be the same. */
export function readBoth(name: string, bytes: Uint8Array) {
  return {
    fast: readGaebXml(name, bytesSource(name, bytes)),
    saxes: readGaebXml(name, bytesSource(name, bytes), "saxes"),
  };
}
