import type { Locale } from "../issues.js";
import { counted, localNumber } from "../messages/numbers.js";
import { offerFromWorkbook } from "../offer/index.js";
import { langOption, parseOptions, UsageError } from "./args.js";
import { type Io, loadInput, reportIssues, type WriteAtomically } from "./run-support.js";

export const OFFER_USAGE = `Usage: gaeb2xlsx offer WORKBOOK.xlsx [-o OFFER.x84] [--bidder NAME] [--not-offered-empty] [--sheet NAME] [--strict] [--lang de|en]

Makes the offer (GAEB X84) from a workbook that gaeb2xlsx made from a request (X83) and a bidder priced
in Excel or LibreOffice, and prints its grand total.

  -o, --output FILE       where to write the X84 (default: the request's name with .X84, here)
      --bidder NAME       the bidder's name in the offer (overrides the name typed in the sheet;
                          needed when the sheet's "Bieter (Name)" field is empty)
      --not-offered-empty items left without a price are not offered (NotOffered) instead of refused
      --sheet NAME        the LV sheet to make the offer from, when the workbook was made from several
                          requests (each of its sheets becomes an offer of its own)
      --strict            refuse the offer where the price breakdown falls short: an item whose breakdown
                          the request demands left incomplete, or shares that do not add up to the unit
                          price typed beside them (otherwise warnings)
      --lang de|en        language of messages (default: de)`;

export interface OfferCliOptions {
  workbook: string;
  output?: string;
  bidder?: string;
  notOfferedEmpty: boolean;
  sheet?: string;
  strict: boolean;
  lang: Locale;
}

export function parseOfferArgs(argv: readonly string[]): OfferCliOptions {
  const { values, positionals } = parseOptions(argv, {
    output: { type: "string", short: "o" },
    bidder: { type: "string" },
    "not-offered-empty": { type: "boolean" },
    sheet: { type: "string" },
    strict: { type: "boolean" },
    lang: { type: "string" },
  });
  const lang = langOption(values.lang);
  if (positionals.length !== 1) throw new UsageError("offer takes exactly one workbook (.xlsx)");
  return {
    workbook: positionals[0] as string,
    ...(values.output ? { output: values.output } : {}),
    ...(values.bidder ? { bidder: values.bidder } : {}),
    notOfferedEmpty: values["not-offered-empty"] ?? false,
    ...(values.sheet ? { sheet: values.sheet } : {}),
    strict: values.strict ?? false,
    lang,
  };
}

const TEXT = {
  de: {
    written: (path: string, priced: number, items: number, notOffered: number) =>
      `${path} geschrieben (${localNumber(priced, "de")} von ${counted(items, "Position", "Positionen", "de")} mit Preis${notOffered ? `, ${localNumber(notOffered, "de")} nicht angeboten` : ""}).`,
    total: "Angebotssumme netto",
  },
  en: {
    written: (path: string, priced: number, items: number, notOffered: number) =>
      `Wrote ${path} (${localNumber(priced, "en")} of ${counted(items, "item", "items", "en")} priced${notOffered ? `, ${localNumber(notOffered, "en")} not offered` : ""}).`,
    total: "Offer total net",
  },
} as const;

/** `gaeb2xlsx offer`: exit 0 with the X84 written and its total on stdout, 1 with the reasons on stderr. */
export async function runOffer(options: OfferCliOptions, io: Io, write: WriteAtomically): Promise<number> {
  const text = TEXT[options.lang];
  const workbook = await loadInput(options.workbook, options.lang);
  const result = offerFromWorkbook(workbook, {
    lang: options.lang,
    notOfferedEmpty: options.notOfferedEmpty,
    ...(options.bidder ? { bidder: options.bidder } : {}),
    ...(options.sheet ? { sheet: options.sheet } : {}),
    ...(options.strict ? { strict: true } : {}),
  });
  reportIssues(result.issues, options.lang, io);
  if (!result.ok) return 1;
  const { summary } = result;
  const output = options.output ?? summary.fileName;
  await write(output, result.x84, options.lang);
  io.stderr.write(
    `${text.written(output, summary.pricedItems, summary.itemCount, summary.notOfferedItems)}\n`,
  );
  io.stdout.write(
    `${text.total}: ${localNumber(summary.grandTotal, options.lang)}${summary.currency ? ` ${summary.currency}` : ""}\n`,
  );
  return 0;
}
