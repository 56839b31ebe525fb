import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import type { Item, MarkupItem, Section } from "../../src/model.js";
import { cli, formLayout, type Typed } from "./acceptance.js";
import { CORPUS_DIR } from "./corpus.js";
import { editWithLibreOffice, type Step } from "./libreoffice-macro.js";
import { entries, readDocument } from "./offer.js";

export const read = (path: string) => new Uint8Array(readFileSync(join(CORPUS_DIR, path)));

export interface Bid {
  bidder: string;
  factor: number;
  /** The markup rate as typed: "10%", "10", "0,1" ... */
  rate: string;
  rateValue: string;
  locale: "de-DE" | "en-US";
  leaveOut?: number;
  /** A row inserted above and a column left of everything after typing: labels and input cells move together. */
  moveTable?: boolean;
}

/** One bidder prices the request in LibreOffice and makes his offer with the command line. */
export async function estimate(soffice: string, path: string, bid: Bid) {
  const name = path.split("/").pop() as string;
  const bytes = read(path);
  const request = readDocument(name, bytes);
  const converted = await cli([name], { [name]: bytes }, "form.xlsx");
  expect(converted.code, converted.stderr).toBe(0);
  const form = converted.file as Uint8Array;
  const { column, rows, lvRow, label } = formLayout(form);
  const all = [...entries(request.boq?.body ?? [])];
  const items = all.filter((e): e is Item => e.kind === "item");
  const markups = all.filter((e): e is MarkupItem => e.kind === "markupItem");
  const sections = all.filter((e): e is Section => e.kind === "section");
  const priced = items.filter((_, n) => n !== bid.leaveOut);
  const typed: Typed = {
    prices: new Map(priced.map((item, n) => [item.oz, (((n * 37) % 900) * bid.factor + 12.35).toFixed(2)])),
    rates: new Map(markups.map((m) => [m.oz, bid.rateValue])),
    quantities: new Map(items.filter((i) => i.flags.quantityToBeDetermined).map((i) => [i.oz, "12.5"])),
    itemDiscounts: new Map(items.slice(1, 2).map((i) => [i.oz, "3"])),
    sectionDiscounts: new Map(sections.slice(0, 1).map((s) => [s.oz, "2.5"])),
    lvDiscount: "1",
  };
  const [ep, qty, discount] = [column("EP"), column("Menge"), column("Nachlass %")];
  const at = (oz: string, letter: string) => `${letter}${rows.get(oz)}`;
  const local = (v: string) => (bid.locale === "de-DE" ? v.replace(".", ",") : v);
  const steps: Step[] = [
    ...[...typed.prices].map(([oz, v]): Step => ({ type: "typed", cell: at(oz, ep), value: local(v) })),
    ...[...typed.rates].map(([oz]): Step => ({ type: "typed", cell: at(oz, ep), value: bid.rate })),
    ...[...typed.quantities].map(([oz, v]): Step => ({ type: "typed", cell: at(oz, qty), value: local(v) })),
    ...[...typed.itemDiscounts].map(
      ([oz, v]): Step => ({ type: "typed", cell: at(oz, discount), value: local(v) }),
    ),
    ...[...typed.sectionDiscounts].map(
      ([oz]): Step => ({ type: "typed", cell: at(oz, discount), value: local("0.025") }),
    ),
    { type: "typed", cell: `${discount}${lvRow}`, value: "1 %" },
    { type: "typed", cell: `C${label("Bieter (Name)")}`, value: bid.bidder },
    { type: "typed", cell: `C${label("Bieter Straße")}`, value: "Hauptstraße 12" },
    { type: "typed", cell: `C${label("Bieter PLZ Ort")}`, value: "04109 Leipzig" },
    ...(bid.moveTable
      ? [{ type: "insertColumn", index: 0 } as const, { type: "insertRow", index: 0 } as const]
      : []),
  ];
  const [saved] = editWithLibreOffice(soffice, [{ xlsx: form, steps }], bid.locale);
  const args = ["offer", "form.xlsx", ...(bid.leaveOut === undefined ? [] : ["--not-offered-empty"])];
  const offered = await cli(args, { "form.xlsx": saved as Uint8Array }, "offer.x84");
  expect(offered.code, offered.stderr).toBe(0);
  return { request, typed, saved: saved as Uint8Array, x84: offered.file as Uint8Array, name, bytes };
}
