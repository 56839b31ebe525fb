import type { InputFile } from "../../src/index.js";
import { bytes, gaebXml } from "./gaeb.js";

/**
 * A request with what an office evaluates: a Bedarfsposition with and one without total, a Wahl group of a base and
 * two alternatives in section 01, another of a base and one alternative in section 02; and three offers priced so
 * that every figure can be worked out by hand (see `HAND` in `compare-evaluation.test.ts`).
 *
 *   01.0010 100 m3 normal           01.0040 20 m2 group 1 base     02.0010 50 m2 normal
 *   01.0020  10 St Bedarf mit GB    01.0050 20 m2 group 1 alt. 1   02.0020 10 m  group 2 base
 *   01.0030   5 St Bedarf ohne GB   01.0060 20 m2 group 1 alt. 2   02.0030 10 m  group 2 alt. 1
 */
const ITEMS: Array<{ oz: string; qty: string; unit: string; text: string; kind?: string }> = [
  { oz: "01.0010", qty: "100", unit: "m3", text: "Boden ausheben" },
  { oz: "01.0020", qty: "10", unit: "St", text: "Wasserhaltung", kind: "<Provis>WithTotal</Provis>" },
  { oz: "01.0030", qty: "5", unit: "St", text: "Steine beseitigen", kind: "<Provis>WithoutTotal</Provis>" },
  { oz: "01.0040", qty: "20", unit: "m2", text: "Pflaster grau", kind: group(1, 0) },
  { oz: "01.0050", qty: "20", unit: "m2", text: "Pflaster rot", kind: group(1, 1) },
  { oz: "01.0060", qty: "20", unit: "m2", text: "Naturstein", kind: group(1, 2) },
  { oz: "02.0010", qty: "50", unit: "m2", text: "Mauerwerk" },
  { oz: "02.0020", qty: "10", unit: "m", text: "Sturz Beton", kind: group(2, 0) },
  { oz: "02.0030", qty: "10", unit: "m", text: "Sturz Stahl", kind: group(2, 1) },
];

function group(number: number, serial: number): string {
  return `<ALNGroupNo>${number}</ALNGroupNo><ALNSerNo>${serial}</ALNSerNo>`;
}

function description(text: string): string {
  return `<Description><CompleteText><DetailTxt><Text><p><span>${text}</span></p></Text></DetailTxt><OutlineText><OutlTxt><TextOutlTxt><p><span>${text}</span></p></TextOutlTxt></OutlTxt></OutlineText></CompleteText></Description>`;
}

function sections(
  itemXml: (item: (typeof ITEMS)[number]) => string,
  totals: (section: string) => string,
): string {
  return ["01", "02"]
    .map((section) => {
      const items = ITEMS.filter((item) => item.oz.startsWith(`${section}.`))
        .map(itemXml)
        .join("");
      const title = section === "01" ? "Erdarbeiten" : "Mauerarbeiten";
      return `<BoQCtgy RNoPart="${section}"><LblTx><p><span>${title}</span></p></LblTx><BoQBody><Itemlist>${items}</Itemlist></BoQBody>${totals(section)}</BoQCtgy>`;
    })
    .join("");
}

function request(rates: Record<string, string> = {}): InputFile {
  const vat = (oz: string) => (rates[oz] ? `<VAT>${rates[oz]}</VAT>` : "");
  return {
    name: "wertung.x83",
    bytes: bytes(
      gaebXml({
        body: sections(
          (item) =>
            `<Item RNoPart="${item.oz.slice(3)}">${item.kind ?? ""}<Qty>${item.qty}</Qty><QU>${item.unit}</QU>${vat(item.oz)}${description(item.text)}</Item>`,
          () => "",
        ),
      }),
    ),
  };
}

export const EVALUATION_REQUEST = request();

/** The same request with two items at 7 % VAT (`VAT` of the item): the rest at the offers' 19 %. */
export const EVALUATION_REQUEST_WITH_RATES = request({ "01.0030": "7.00", "02.0030": "7.00" });

export interface FixtureBidder {
  name: string;
  prices: Record<string, string>;
  /** The bidder's discount on section 02, in percent. */
  section02?: string;
  /** Its discount on the whole offer, in percent. */
  discount?: string;
}

/** Anton: the plain prices, 10 % off section 02; two of its prices lie far above the others'. */
export const ANTON: FixtureBidder = {
  name: "Anton Bau GmbH",
  prices: {
    "01.0010": "10.00",
    "01.0020": "20.00",
    "01.0030": "30.00",
    "01.0040": "40.00",
    "01.0050": "35.00",
    "01.0060": "50.00",
    "02.0010": "8.00",
    "02.0020": "12.00",
    "02.0030": "9.00",
  },
  section02: "10",
};

/** Berta: 10 % above Anton, with 01.0030 and 02.0010 at half the others' prices; 2 % off the whole offer. */
export const BERTA: FixtureBidder = {
  name: "Berta Hochbau AG",
  prices: {
    "01.0010": "11.00",
    "01.0020": "22.00",
    "01.0030": "15.00",
    "01.0040": "44.00",
    "01.0050": "38.50",
    "01.0060": "55.00",
    "02.0010": "4.00",
    "02.0020": "13.20",
    "02.0030": "9.90",
  },
  discount: "2",
};

/** Carl: three quarters of Anton's prices with the same discount: 25 % below Anton whatever is chosen. */
export const CARL: FixtureBidder = {
  name: "Carl Günstig KG",
  prices: {
    "01.0010": "7.50",
    "01.0020": "15.00",
    "01.0030": "22.50",
    "01.0040": "30.00",
    "01.0050": "26.25",
    "01.0060": "37.50",
    "02.0010": "6.00",
    "02.0020": "9.00",
    "02.0030": "6.75",
  },
  section02: "10",
};

/** The bidder's offer (phase 84) as its software writes it: unit prices, its discounts and VAT rate. */
export function fixtureOffer(bidder: FixtureBidder): InputFile {
  const discount = bidder.discount ? `<DiscountPcnt>${bidder.discount}</DiscountPcnt>` : "";
  const body = sections(
    (item) => {
      const price = bidder.prices[item.oz];
      return `<Item RNoPart="${item.oz.slice(3)}">${price ? `<UP>${price}</UP>` : ""}</Item>`;
    },
    (section) =>
      section === "02" && bidder.section02
        ? `<Totals><DiscountPcnt>${bidder.section02}</DiscountPcnt></Totals>`
        : "",
  );
  const xml = gaebXml({
    phase: "84",
    award: `<CTR><Address><Name1>${bidder.name}</Name1></Address></CTR>`,
    boqInfoExtra: `<Totals>${discount}<VAT>19.00</VAT></Totals>`,
    body,
  });
  return { name: `${bidder.name.split(" ")[0]?.toLowerCase()}.x84`, bytes: bytes(xml) };
}
