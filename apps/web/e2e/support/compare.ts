import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type CompareOptions,
  compareOffers,
  formatIssue,
  type InputFile,
  offerFromWorkbook,
} from "gaeb2xlsx";
import type { Browser, Page } from "playwright-core";
import { openPage } from "./browser";
import { pricedWorkbook } from "./offer-workbook";
import { corpusDir } from "./paths";

/** Offers to one corpus request for the price comparison's browser tests, and the library's answer to compare with. */
export const SAMPLES = join(corpusDir, "gaeb-samples");
export const REQUEST = "Musterdatei_3.1_2008-001.X83";

export const sample = (name: string): InputFile => ({
  name,
  bytes: new Uint8Array(readFileSync(join(SAMPLES, name))),
});

/** Two more offers to the same request, made as bidders make them: the request's workbook priced and turned into X84. */
export async function bidderOffers(request: InputFile): Promise<InputFile[]> {
  const offers: InputFile[] = [];
  for (const [bidder, name, factor] of [
    ["Muster Bau GmbH", "MusterBau.X84", 1],
    ["Zweite Bau AG", "ZweiteBau.X84", 1.07],
  ] as const) {
    const workbook = await pricedWorkbook(
      request.name,
      request.bytes,
      (_oz, index) => Math.round((12.5 + index * 7.31) * factor * 100) / 100,
    );
    const offer = offerFromWorkbook({ name: `${bidder}.xlsx`, bytes: workbook }, { bidder });
    if (!offer.ok) throw new Error(offer.issues.map((issue) => formatIssue(issue, "en")).join("\n"));
    offers.push({ name, bytes: offer.x84 });
  }
  return offers;
}

/** A cheaper offer that leaves every seventh item without price (sent as not offered): incomplete, so ranked last. */
export async function incompleteOffer(request: InputFile): Promise<InputFile> {
  const bidder = "Lücken Bau KG";
  const workbook = await pricedWorkbook(request.name, request.bytes, (_oz, index) =>
    index % 7 === 3 ? undefined : Math.round((12.5 + index * 7.31) * 0.8 * 100) / 100,
  );
  const offer = offerFromWorkbook(
    { name: `${bidder}.xlsx`, bytes: workbook },
    { bidder, notOfferedEmpty: true },
  );
  if (!offer.ok) throw new Error(offer.issues.map((issue) => formatIssue(issue, "en")).join("\n"));
  return { name: "LueckenBau.X84", bytes: offer.x84 };
}

/** The offer with its first item's total and its offer total typed wrong, as a bidder's arithmetic slip would state them. */
export function withSlips(offer: InputFile): InputFile {
  const text = new TextDecoder().decode(offer.bytes);
  const bump = (_: string, open: string, figure: string, close: string) =>
    `${open}${(Number(figure) + 1).toFixed(2)}${close}`;
  const slipped = text
    .replace(/(<IT>)([\d.]+)(<\/IT>)/, bump)
    .replace(/(<BoQInfo>.*?<Totals><Total>)([\d.]+)(<\/Total>)/s, bump);
  if (slipped === text) throw new Error(`${offer.name} has no totals to change`);
  return { name: offer.name, bytes: new TextEncoder().encode(slipped) };
}

/** A comparison page of its own context, loaded and hydrated. */
export async function openComparePage(browser: Browser, baseURL: string, path: string, width = 1280) {
  const opened = await openPage(browser, baseURL, { width, height: 900 });
  await opened.page.goto(path);
  await opened.page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  return opened;
}

export async function drop(page: Page, files: readonly InputFile[]) {
  await page.getByTestId("compare-input").setInputFiles(
    files.map((file) => ({
      name: file.name,
      mimeType: "application/octet-stream",
      buffer: Buffer.from(file.bytes),
    })),
  );
}

/** The library's own comparison of the same files: what the page must show. */
export function expectedComparison(
  request: InputFile,
  offers: readonly InputFile[],
  options: CompareOptions,
) {
  const result = compareOffers(request, offers, options);
  if (!result.ok) throw new Error(result.issues.map((issue) => formatIssue(issue, "en")).join("\n"));
  return result;
}
