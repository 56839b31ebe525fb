import { Decimal } from "../../src/decimal.js";
import { emptyFlags } from "../../src/legacy.js";
import type {
  Boq,
  Entry,
  GaebDocument,
  Item,
  ItemFlags,
  MarkupItem,
  Phase,
  Section,
} from "../../src/model.js";

/** Documents built in code for what the corpus lacks: every item kind, all markup types, change orders, invoices. */

export const d = (text: string): Decimal => Decimal.parse(text) as Decimal;
const at = { line: 0, column: 0 };
/** The reader's own defaults, so a fixture item is flagged exactly as a read one without flags would be. */
const NO_FLAGS: ItemFlags = emptyFlags();

export function item(id: string, part: string, oz: string, fields: Partial<Item> = {}): Item {
  return {
    kind: "item",
    location: at,
    id,
    rNoPart: part,
    oz,
    shortText: `Position ${oz}`,
    longText: [{ type: "paragraph", inlines: [{ type: "text", text: `Langtext ${oz}`, bold: true }] }],
    priceComponents: [],
    bidderComments: [],
    subDescriptions: [],
    ...fields,
    flags: { ...NO_FLAGS, ...fields.flags },
  };
}

function markup(id: string, part: string, oz: string, fields: Partial<MarkupItem>): MarkupItem {
  return {
    kind: "markupItem",
    location: at,
    id,
    rNoPart: part,
    oz,
    shortText: `Zuschlag ${oz}`,
    longText: [],
    subQuantities: [],
    ...fields,
  };
}

function section(
  id: string,
  part: string,
  title: string,
  children: Entry[],
  fields: Partial<Section> = {},
): Section {
  return {
    kind: "section",
    level: "section",
    location: at,
    id,
    rNoPart: part,
    oz: part,
    title,
    notApplicable: false,
    children,
    ...fields,
  };
}

function document(phase: Phase, body: Entry[], fields: Partial<GaebDocument> = {}): GaebDocument {
  return {
    source: { fileName: `fixture.x${phase}`, format: "gaeb-xml", version: "3.3", phase, encoding: "utf-8" },
    exchange: {},
    project: { name: "Neubau Bauhof", label: "Bauhof" },
    award: {
      currency: "EUR",
      currencyLabel: "Euro",
      facts: [],
      changeOrders: [],
      invoiceFacts: [],
      owner: {
        names: ["Stadt Musterstadt"],
        street: "Markt 1",
        postalCode: "12345",
        city: "Musterstadt",
        references: {},
      },
      contractor: {
        names: ["Bau GmbH"],
        street: "Weg 2",
        postalCode: "54321",
        city: "Bauort",
        references: {},
      },
    },
    preamble: [],
    closing: [],
    boq: {
      info: {
        id: "BOQ",
        name: "LV 1",
        label: "Rohbau",
        breakdown: [
          { type: "BoQLevel", length: 2, numeric: true },
          { type: "Item", length: 4, numeric: true },
        ],
        priceComponentLabels: ["Lohn", "Stoffe"],
        totals: { total: d("5650.00") },
      },
      body,
    },
    ...fields,
  };
}

/** A contract (86) with every item kind, markups of all three types and a change order. */
export function contractWithEveryKind(): GaebDocument {
  const priced = { quantity: d("10.000"), unit: "m2", unitPrice: d("12.500"), total: d("125.00") };
  const items: Entry[] = [
    {
      kind: "executionDescription",
      location: at,
      id: "PD1",
      number: "1",
      shortText: "Beton",
      longText: [{ type: "paragraph", inlines: [{ type: "text", text: "Beton C25/30" }] }],
    },
    item("I1", "0010", "01.0010", {
      ...priced,
      priceComponents: [d("5.000"), d("7.500"), undefined, undefined, undefined, undefined],
      vatPercent: d("19.00"),
      discountPercent: d("2.500000"),
    }),
    item("I2", "0020", "01.0020", {
      ...priced,
      flags: { ...NO_FLAGS, alternative: { group: "1", serial: "0" } },
    }),
    item("I3", "0030", "01.0030", {
      ...priced,
      flags: { ...NO_FLAGS, alternative: { group: "1", serial: "1" } },
    }),
    item("I4", "0040", "01.0040", { ...priced, flags: { ...NO_FLAGS, provisional: "withoutTotal" } }),
    item("I5", "0050", "01.0050", { ...priced, flags: { ...NO_FLAGS, provisional: "withTotal" } }),
    item("I6", "0060", "01.0060", {
      unit: "psch",
      unitPrice: d("500.000"),
      total: d("500.00"),
      quantity: d("1.000"),
      flags: { ...NO_FLAGS, lumpSum: true },
    }),
    item("I7", "0070", "01.0070", { ...priced, unit: "h", flags: { ...NO_FLAGS, hourly: true } }),
    item("I8", "0080", "01.0080", { ...priced, flags: { ...NO_FLAGS, notApplicable: true } }),
    item("I9", "0090", "01.0090", { ...priced, flags: { ...NO_FLAGS, quantityToBeDetermined: true } }),
    item("I10", "0100", "01.0100", { ...priced, flags: { ...NO_FLAGS, keyItem: true, toBeMarkedUp: true } }),
    item("I11", "0110", "01.0110", {
      ...priced,
      changeOrder: { number: "1", status: "Approved" },
      bidderComments: ["Alternativ liefern wir B"],
    }),
    item("I12", "0120", "01.0120", { ...priced, reference: { kind: "Ref", itemId: "I1" } }),
    item("I13", "0130", "01.0130", { ...priced, reference: { kind: "Rep", executionDescription: "1" } }),
    item("I14", "0140", "01.0140", {
      ...priced,
      subDescriptions: [
        {
          number: "1",
          shortText: "Teil A",
          longText: [],
          quantity: d("4.000"),
          unit: "m2",
          unitPrice: d("12.500"),
        },
      ],
    }),
    markup("M1", "0150", "01.0150", {
      markupType: "IdentAsMark",
      markupBase: d("1000.00"),
      markupPercent: d("10.000000"),
      total: d("100.00"),
    }),
    markup("M2", "0160", "01.0160", {
      markupType: "AllInCat",
      markupBase: d("2000.00"),
      markupPercent: d("5.000000"),
      discountPercent: d("1.000000"),
      total: d("99.00"),
    }),
    markup("M3", "0170", "01.0170", {
      markupType: "ListInSubQty",
      markupBase: d("250.00"),
      markupPercent: d("8.000000"),
      total: d("20.00"),
      subQuantities: [{ itemId: "I1", quantity: d("5.000") }, { itemId: "I2" }],
    }),
    {
      kind: "remark",
      location: at,
      id: "R1",
      shortText: "Hinweis",
      longText: [{ type: "paragraph", inlines: [{ type: "text", text: "Hinweis zur Ausführung" }] }],
    },
  ];
  const body = [
    section("S1", "01", "Rohbau", items, {
      totals: { total: d("5650.00") },
      changeOrder: { number: "1", status: "Approved" },
    }),
    section("S2", "02", "Wahlbereich", [item("I20", "0010", "02.0010", priced)], {
      totals: { total: d("125.00") },
      alternative: { group: "2", serial: "1" },
      notApplicable: true,
    }),
  ];
  return document("86", body, {
    award: {
      ...document("86", []).award,
      facts: [
        { key: "ContrNo", value: "V-17" },
        { key: "ContrDate", value: "2026-03-01" },
      ],
      changeOrders: [
        {
          number: "1",
          phase: "SupplAgree",
          status: "Approved",
          initiator: "Owner",
          date: "2026-05-04",
          reason: "Mehrmengen",
        },
      ],
    },
  });
}

/** An invoice (89) with its header, parties, share and a payment. */
export function invoice(): GaebDocument {
  const body = [
    section(
      "S1",
      "01",
      "Rohbau",
      [
        item("I1", "0010", "01.0010", {
          quantity: d("10.000"),
          unit: "m2",
          unitPrice: d("12.500"),
          total: d("125.00"),
        }),
      ],
      {
        totals: { total: d("125.00") },
      },
    ),
  ];
  const base = document("89", body);
  return {
    ...base,
    boq: {
      body,
      info: { ...(base.boq as Boq).info, priceComponentLabels: [], totals: { total: d("125.00") } },
    },
    // An invoice's currency is the project's: it has no AwardInfo.
    project: { ...base.project, currency: "EUR", currencyLabel: "Euro" },
    // The parties of an invoice are its creator and recipient, kept as invoice facts.
    award: {
      currency: "EUR",
      facts: [],
      changeOrders: [],
      invoiceFacts: [
        ["InvoiceHeader/InvoiceNo", "R-2026-7"],
        ["InvoiceHeader/InvoiceDate", "2026-06-30"],
        ["InvoiceHeader/InvoiceType", "deduction"],
        ["InvoiceHeader/ServiceProvisionStartDate", "2026-06-01"],
        ["InvoiceHeader/ServiceProvisionEndDate", "2026-06-30"],
        ["InvoiceCreator/Address/Name1", "Bau GmbH"],
        ["InvoiceCreator/Address/Street", "Weg 2"],
        ["InvoiceCreator/Address/PCode", "54321"],
        ["InvoiceCreator/Address/City", "Bauort"],
        ["InvoiceCreator/TaxNo", "DE123"],
        ["InvoiceRecipient/Address/Name1", "Stadt Musterstadt"],
        ["InvoiceRecipient/Address/Street", "Markt 1"],
        ["InvoiceRecipient/Address/PCode", "12345"],
        ["InvoiceRecipient/Address/City", "Musterstadt"],
        ["InvoiceShare/InvoiceShareType", "security deposit"],
        ["InvoiceShare/Description", "Sicherheitseinbehalt"],
        ["InvoiceShare/Percent", "5"],
        ["PaymentMade/TotalVAT", "10.00"],
        ["PaymentMade/Total", "60.00"],
        ["PaymentMade/PaymentDate", "2026-05-31"],
        ["PaymentMade/InvoiceNo", "R-2026-6"],
        ["PaymentMade/TotalVAT", "5.00"],
        ["PaymentMade/Total", "30.00"],
        ["PaymentMade/PaymentDate", "2026-06-15"],
        ["PaymentMade/InvoiceNo", "R-2026-5"],
        ["TotalGross", "148.75"],
      ].map(([key = "", value = ""]) => ({ key, value })),
    },
  };
}
