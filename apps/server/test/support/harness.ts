import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pino, { type Logger } from "pino";
import { createApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import type { AppDeps } from "../../src/deps.js";
import { createServices } from "../../src/services.js";

export const corpusDir = fileURLToPath(new URL("../../../../../shared/corpus/", import.meta.url));

export function corpusFile(relative: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(corpusDir, relative)));
}

/**
 * A valid GAEB file whose one item's long text is a single paragraph of about `megabytes` MB: its converter must
 * hold that text several times over, so with a 16 MB heap cap it runs out of memory for certain. (A real file of
 * the upload limit's size no longer does since issue 23: the 2.6 MB sample converts in less.) Larger than the
 * default upload limit: a test using it raises MAX_UPLOAD_BYTES.
 */
export function heapOutgrowingGaeb(megabytes: number): Uint8Array {
  const paragraph = "Wort ".repeat(Math.ceil((megabytes * 1024 * 1024) / 5));
  return new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>
<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA86/3.3"><GAEBInfo><Version>3.3</Version></GAEBInfo>
<Award><DP>86</DP><BoQ><BoQInfo><Name>LV</Name><BoQBkdn><Type>BoQLevel</Type><Length>2</Length></BoQBkdn>
<BoQBkdn><Type>Item</Type><Length>4</Length></BoQBkdn></BoQInfo><BoQBody>
<BoQCtgy RNoPart="01"><LblTx><p>Rohbau</p></LblTx><BoQBody><Itemlist>
<Item RNoPart="0010"><Qty>1</Qty><QU>psch</QU><Description><CompleteText><DetailTxt><Text><p>${paragraph}</p></Text></DetailTxt>
<OutlineText><OutlTxt><TextOutlTxt><p>Groß</p></TextOutlTxt></OutlTxt></OutlineText></CompleteText></Description></Item>
</Itemlist></BoQBody></BoQCtgy></BoQBody></BoQ></Award></GAEB>`);
}

/**
 * A valid GAEB file of `items` short items in sections of 2,500: a large LV that takes its converter a while (40,000
 * items, about 9 MB, take over half a second), for tests that must act while a conversion still runs. Larger than
 * the default upload limit: a test using it raises MAX_UPLOAD_BYTES.
 */
export function manyItemsGaeb(items: number): Uint8Array {
  const sections: string[] = [];
  for (let first = 0; first < items; first += 2500) {
    const list: string[] = [];
    for (let i = 1; i <= Math.min(2500, items - first); i++) {
      list.push(
        `<Item RNoPart="${String(i).padStart(4, "0")}"><Qty>${i}.500</Qty><QU>m2</QU><Description><CompleteText><OutlineText><OutlTxt><TextOutlTxt><p>Mauerwerk ${i}</p></TextOutlTxt></OutlTxt></OutlineText></CompleteText></Description></Item>`,
      );
    }
    const number = String(first / 2500 + 1).padStart(2, "0");
    sections.push(
      `<BoQCtgy RNoPart="${number}"><LblTx><p>Abschnitt ${number}</p></LblTx><BoQBody><Itemlist>${list.join("\n")}</Itemlist></BoQBody></BoQCtgy>`,
    );
  }
  return new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>
<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA86/3.3"><GAEBInfo><Version>3.3</Version></GAEBInfo>
<Award><DP>86</DP><BoQ><BoQInfo><Name>LV</Name><BoQBkdn><Type>BoQLevel</Type><Length>2</Length></BoQBkdn>
<BoQBkdn><Type>Item</Type><Length>4</Length></BoQBkdn></BoQInfo><BoQBody>${sections.join("\n")}</BoQBody></BoQ></Award></GAEB>`);
}

/** Room for `heapOutgrowingGaeb(24)`. */
export const OUTGROWING_UPLOAD_LIMIT = String(32 * 1024 * 1024);

/** A small real GAEB file (phase 83, 9 items) for flows that need any valid input. */
export const smallGaeb = {
  name: "Musterdatei_3.1_2008-004.X83",
  path: "gaeb-samples/Musterdatei_3.1_2008-004.X83",
};

export interface BackendLocation {
  label: string;
  databaseUrl?: string;
  storageUrl?: string;
}

/** A clock the test moves by hand. */
export function manualClock(start = Date.UTC(2026, 0, 15, 9, 0, 0)) {
  let now = start;
  const clock = () => now;
  return Object.assign(clock, {
    advance(ms: number) {
      now += ms;
    },
    set(ms: number) {
      now = ms;
    },
  });
}

export const hour = 3_600_000;

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** One in-process instance on the given backends; env adds or overrides settings. */
export async function startTestApp(
  backend: BackendLocation,
  options: { clock?: () => number; env?: Record<string, string>; dataDir?: string; logger?: Logger } = {},
) {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "gaeb-server-test-"));
  const ownsDataDir = options.dataDir === undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, "no-website"),
    LOG_LEVEL: "silent",
    CONVERSION_WORKERS: "1",
    ...(backend.databaseUrl ? { DATABASE_URL: backend.databaseUrl } : {}),
    ...(backend.storageUrl ? { STORAGE_URL: backend.storageUrl } : {}),
    ...options.env,
  });
  const services = await createServices(config, {
    logger: options.logger ?? pino({ level: "silent" }),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const app = createApp(services);
  const address = { incoming: { socket: { remoteAddress: "203.0.113.7" } } } as never;

  const request = (url: string, init: RequestInit = {}, remoteAddress?: string) =>
    app.request(url, init, remoteAddress ? ({ incoming: { socket: { remoteAddress } } } as never) : address);

  const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    request(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  const upload = (name: string, bytes: Uint8Array, headers: Record<string, string> = {}) => {
    const form = new FormData();
    form.append("file", new Blob([bytes]), name);
    return request("/api/uploads", { method: "POST", body: form, headers });
  };

  /** upload → consent → convert; returns the parsed answers. */
  const convertFlow = async (name: string, bytes: Uint8Array) => {
    const uploaded = await upload(name, bytes);
    if (uploaded.status !== 201)
      throw new Error(`upload failed: ${uploaded.status} ${await uploaded.text()}`);
    const { fileKey } = (await uploaded.json()) as { fileKey: string };
    const consent = await postJson("/api/consents", {
      termsAccepted: true,
      dataProcessingAccepted: false,
      fileIdentifier: fileKey,
    });
    if (consent.status !== 201) throw new Error(`consent failed: ${consent.status}`);
    const converted = await postJson("/api/conversions", { fileKey });
    if (converted.status !== 200)
      throw new Error(`conversion failed: ${converted.status} ${await converted.text()}`);
    const body = (await converted.json()) as { data: { token_id: string; excel_filename: string } };
    return { fileKey, tokenId: body.data.token_id, excelFilename: body.data.excel_filename };
  };

  return {
    app,
    services: services as AppDeps & { close(): Promise<void> },
    dataDir,
    request,
    postJson,
    upload,
    convertFlow,
    async close() {
      await services.close();
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What POST /api/conversions answers when it made a file (see the README's API section). */
export interface ConversionAnswer {
  data: {
    token_id: string;
    excel_filename: string;
    expires_at: string;
    sheets: Array<{ file: string; phase: string; phaseName: string; items: number; base?: string }>;
    notes: Array<{ severity: string; code: string; message: string }>;
  };
}

/** Uploads a file and returns its key; any answer but 201 fails the test with the server's own words. */
export async function uploadedKey(app: TestApp, name: string, bytes: Uint8Array): Promise<string> {
  const response = await app.upload(name, bytes);
  if (response.status !== 201)
    throw new Error(`upload of ${name} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { fileKey: string }).fileKey;
}

export async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  const body = (await response.json()) as { error: { code: string; message: string } };
  return body.error;
}

export async function storedKeys(app: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of app.services.storage.list()) keys.push(object.key);
  return keys.sort();
}
