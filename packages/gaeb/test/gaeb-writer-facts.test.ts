import { describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import { writeGaeb } from "../src/gaeb-xml-writer/index.js";
import { formatIssue } from "../src/messages/index.js";
import type { GaebDocument, Phase } from "../src/model.js";
import { validatePhase, xmllint } from "./support/gaeb-schema.js";
import { contractWithEveryKind, invoice } from "./support/writer-fixtures.js";

const NOW = new Date("2026-11-26T08:00:00Z");

function write(document: GaebDocument) {
  const result = writeGaeb(document, { now: NOW });
  const xml = result.ok ? new TextDecoder().decode(result.value.bytes) : "";
  if (result.ok && xmllint)
    expect(validatePhase(result.value.phase, [{ name: "fixture", bytes: result.value.bytes }])).toBe("");
  return { result, xml, codes: result.issues.map((issue) => `${issue.code} ${issue.params?.element ?? ""}`) };
}

function withFacts(document: GaebDocument, change: (facts: Array<[string, string]>) => void): GaebDocument {
  const facts = document.award.invoiceFacts.map(({ key, value }): [string, string] => [key, value]);
  change(facts);
  return {
    ...document,
    award: { ...document.award, invoiceFacts: facts.map(([key, value]) => ({ key, value })) },
  };
}

const set = (facts: Array<[string, string]>, key: string, value: string) => {
  const found = facts.find(([k]) => k === key);
  if (found) found[1] = value;
};

describe("invoice facts are written only as their schema types allow", () => {
  it("shortens a long string with a warning, drops a damaged optional value with a note", () => {
    const { result, xml, codes } = write(
      withFacts(invoice(), (facts) => {
        set(facts, "InvoiceCreator/TaxNo", "D".repeat(100));
        facts.push(["InvoiceHeader/SettlementType", "sometimes"], ["InvoiceHeader/SequentialNo", "3.5"]);
      }),
    );
    expect(result.ok).toBe(true);
    expect(xml).toContain(`<TaxNo>${"D".repeat(80)}</TaxNo>`);
    expect(xml).not.toContain("SettlementType");
    expect(xml).not.toContain("SequentialNo");
    expect(codes).toContain("write_text_clipped InvoiceCreator/TaxNo");
    expect(codes).toContain("write_value_dropped InvoiceHeader/SettlementType");
    expect(codes).toContain("write_value_dropped InvoiceHeader/SequentialNo");
  });

  it("refuses an invoice whose required date is no date, and one without the creator's tax number", () => {
    const damaged = write(
      withFacts(invoice(), (facts) => set(facts, "InvoiceHeader/InvoiceDate", "2026-02-30")),
    );
    expect(damaged.result.ok).toBe(false);
    expect(damaged.codes).toContain("write_value_dropped InvoiceHeader/InvoiceDate");
    expect(damaged.codes).toContain("write_required_missing InvoiceHeader");
    const untaxed = write(
      withFacts(invoice(), (facts) =>
        facts.splice(
          facts.findIndex(([k]) => k === "InvoiceCreator/TaxNo"),
          1,
        ),
      ),
    );
    expect(untaxed.result.ok).toBe(false);
    expect(untaxed.codes).toContain("write_part_incomplete InvoiceCreator");
    expect(untaxed.result.issues.map((issue) => formatIssue(issue, "en")).join("\n")).toContain(
      "without a valid <TaxNo>",
    );
  });

  it("writes a part given twice once, keeping the first whole one, and leaves out an incomplete optional part", () => {
    const { result, xml, codes } = write(
      withFacts(invoice(), (facts) => {
        facts.splice(1, 0, ["InvoiceHeader/InvoiceNo", "R-2026-7b"]);
        // A payment without its date cannot stand; the other payment stays.
        facts.splice(
          facts.findIndex(([k, v]) => k === "PaymentMade/PaymentDate" && v === "2026-05-31"),
          1,
        );
      }),
    );
    expect(result.ok).toBe(true);
    expect(xml.match(/<InvoiceHeader>/g)).toHaveLength(1);
    expect(xml).toContain("<InvoiceNo>R-2026-7b</InvoiceNo><InvoiceDate>2026-06-30</InvoiceDate>");
    expect(xml.match(/<PaymentMade>/g)).toHaveLength(1);
    expect(codes).toContain("write_part_incomplete InvoiceHeader");
    expect(codes).toContain("write_part_incomplete PaymentMade");
  });

  it("writes a German date in ISO form and a name over 40 characters on the next line, at a word boundary", () => {
    const { result, xml } = write(
      withFacts(invoice(), (facts) => {
        set(facts, "InvoiceHeader/InvoiceDate", "30.6.2026");
        set(facts, "InvoiceCreator/Address/Name1", "Bauunternehmung Müller und Söhne Hoch- und Tiefbau GmbH");
      }),
    );
    expect(result.ok).toBe(true);
    expect(result.issues).toEqual([]);
    expect(xml).toContain("<InvoiceDate>2026-06-30</InvoiceDate>");
    expect(xml).toContain(
      "<Name1>Bauunternehmung Müller und Söhne Hoch-</Name1><Name2>und Tiefbau GmbH</Name2>",
    );
  });
});

describe("every invoice part the writer knows, filled in", () => {
  // The corpus's invoices lack most optional parts: this checks their order and structure against the schema.
  const full: Array<[string, string]> = [
    ["Requester/Address/Name1", "Amt für Gebäude"],
    ["Requester/Address/Street", "Ring 3"],
    ["Requester/Address/PCode", "12345"],
    ["Requester/Address/City", "Musterstadt"],
    ["Requester/RequestIDNo", "BT-7"],
    ["CnstSite/CnstSiteName", "Schule Nord"],
    ["NotifSite/NotifSiteName", "Hausmeister"],
    ["CnstSite/CnstSiteIDNo", "B-2"],
    ["InvoiceHeader/CreditNote", "Yes"],
    ["InvoiceHeader/SettlementType", "accumulated"],
    ["InvoiceHeader/SequentialNo", "7"],
    ["InvoiceCreator/Address/Country", "DE"],
    ["InvoiceCreator/Address/ILN", "4012345000009"],
    ["InvoiceCreator/Address/Email", "rechnung@bau.example"],
    ["InvoiceCreator/Address/VATID", "DE999999999"],
    ["InvoiceCreator/Address/Bank/LblBank", "Sparkasse"],
    ["InvoiceCreator/Address/Bank/BRNo", "10050000"],
    ["InvoiceCreator/Address/Bank/AcctNo", "1234567"],
    ["InvoiceCreator/Address/Bank/IBAN", "DE02100500000001234567"],
    ["CheckNote/State", "partially approved"],
    ["CheckNote/CheckDate", "2026-07-02"],
    ["CheckNote/Annotation", "Pos. 01.0010 gekürzt"],
    ["BudgetDept", "Kapitel 12"],
    ["BookingNo", "B-2026-1"],
    ["QuantityDeterminationRemark", "Aufmaß vom 30.06."],
    ["Terms/CashDiscDate", "2026-07-14"],
    ["Terms/DiscountPcnt", "2"],
    ["InvoiceMadeOut/TotalVAT", "5.00"],
    ["InvoiceMadeOut/Total", "30.00"],
    ["InvoiceMadeOut/InvoiceDate", "2026-06-15"],
    ["InvoiceMadeOut/InvoiceType", "deduction"],
    ["InvoiceMadeOut/InvoiceNo", "R-2026-5"],
  ];

  it("writes them all, valid, in the schema's order (a requester between owner and contractor)", () => {
    const document = withFacts(invoice(), (facts) => {
      // Facts of one part stand together, as the reader keeps them.
      for (const fact of full) {
        const part = fact[0].split("/")[0];
        let last = -1;
        for (const [index, [key]] of facts.entries()) if (key.split("/")[0] === part) last = index;
        facts.splice(last < 0 ? facts.length : last + 1, 0, fact);
      }
    });
    const owner = {
      names: ["Stadt Musterstadt"],
      street: "Markt 1",
      postalCode: "12345",
      city: "Musterstadt",
      references: {},
    };
    const { result, xml } = write({
      ...document,
      award: { ...document.award, owner, contractor: { ...owner, names: ["Bau GmbH"] } },
    });
    expect(result.issues).toEqual([]);
    expect(xml).toMatch(/<\/OWN><Requester>.*<\/Requester><CTR>/);
    expect(xml).toContain(
      "<CnstSite><CnstSiteIDNo>B-2</CnstSiteIDNo><CnstSiteName>Schule Nord</CnstSiteName></CnstSite><NotifSite><NotifSiteName>Hausmeister</NotifSiteName></NotifSite>",
    );
    for (const [key, value] of full) expect(xml, key).toContain(`<${key.split("/").at(-1)}>${value}<`);
  });
});

describe("award facts and parties", () => {
  // A request (83) has a place for every award fact tested here.
  const contract = (facts: Array<[string, string]>, names?: string[]): GaebDocument => {
    const document = contractWithEveryKind();
    const owner = document.award.owner ?? { names: [], references: {} };
    return {
      ...document,
      source: { ...document.source, phase: "83" },
      award: {
        ...document.award,
        facts: facts.map(([key, value]) => ({ key, value })),
        owner: names ? { ...owner, names } : owner,
      },
    };
  };

  it("writes a fact given twice once, an opening time only with its date, and no overlong or damaged value", () => {
    const { result, xml, codes } = write(
      contract([
        ["CnstStart", "2026-07-01"],
        ["CnstStart", "2026-08-01"],
        ["OpenTime", "10:00"],
        ["SubmLoc", "x".repeat(1_000_000)],
        ["WarrDur", "120"],
        ["ContrDate", "2026-13-01"],
      ]),
    );
    expect(result.ok).toBe(true);
    expect(xml).toContain("<CnstStart>2026-07-01</CnstStart>");
    expect(xml).not.toContain("2026-08-01");
    expect(xml).not.toContain("OpenTime");
    expect(xml).toContain(`<SubmLoc>${"x".repeat(60)}</SubmLoc>`);
    expect(xml).not.toContain("WarrDur");
    expect(xml).not.toContain("ContrDate");
    expect(codes).toEqual(
      expect.arrayContaining([
        "write_value_dropped CnstStart",
        "write_part_incomplete OpenTime",
        "write_text_clipped SubmLoc",
        "write_value_dropped WarrDur",
        "write_value_dropped ContrDate",
      ]),
    );
    const timed = write(
      contract([
        ["OpenDate", "2026-07-01"],
        ["OpenTime", "9:30"],
      ]),
    );
    expect(timed.xml).toContain("<OpenDate>2026-07-01</OpenDate><OpenTime>09:30:00</OpenTime>");
  });

  it("writes every award fact it knows, valid, in the schema's order", () => {
    const facts: Array<[string, string]> = [
      ["WarrantPcnt", "5"],
      ["BoQID", "3e12fbac-2bfd-4555-94ff-8d8f17ea8923"],
      ["Cat", "OpenProc"],
      ["SpecialType", "Maint"],
      ["BidDate", "2026-05-01"],
      ["OpenDate", "2026-05-02"],
      ["OpenTime", "10:30:00"],
      ["EvalEnd", "2026-06-01"],
      ["SubmLoc", "Rathaus, Zimmer 12"],
      ["CnstStart", "2026-07-01"],
      ["CnstEnd", "2026-09-30"],
      ["ContrNo", "V-2026-12"],
      ["ContrDate", "2026-06-15"],
      ["AcceptType", "förmlich"],
      ["AcceptDate", "2026-10-01"],
      ["WarrDur", "5"],
      ["WarrUnit", "Years"],
      ["WarrEnd", "2031-10-01"],
      ["PerformPcnt", "5.5"],
    ];
    const { result, xml } = write(contract(facts));
    // A request (83) leaves prices out; of the facts nothing is reported.
    const names = new Set(facts.map(([key]) => key));
    expect(result.issues.filter((issue) => names.has(String(issue.params?.element)))).toEqual([]);
    for (const [key, value] of facts) expect(xml, key).toContain(`<${key}>${value}</${key}>`);
    expect(xml).toContain("<BoQID>3e12fbac-2bfd-4555-94ff-8d8f17ea8923</BoQID><Cat>OpenProc</Cat>");
    expect(xml).toContain("<PerformPcnt>5.5</PerformPcnt><WarrantPcnt>5</WarrantPcnt>");
  });

  it("continues a long name in the next free line and reports only what does not fit in four", () => {
    const long = "Landesbetrieb für Hochwasserschutz und Wasserwirtschaft Sachsen-Anhalt";
    const fits = write(contract([], [long, "Vergabestelle Süd"]));
    expect(fits.xml).toContain(
      "<Name1>Landesbetrieb für Hochwasserschutz und</Name1><Name2>Wasserwirtschaft Sachsen-Anhalt</Name2><Name3>Vergabestelle Süd</Name3>",
    );
    expect(fits.codes.filter((code) => code.startsWith("write_name"))).toEqual([]);
    const over = write(contract([], [long, long, "Vergabestelle Süd"]));
    expect(over.xml).toContain("<Name4>Wasserwirtschaft Sachsen-Anhalt</Name4>");
    expect(over.result.issues.find((issue) => issue.code === "write_name_overflow")?.params?.value).toBe(
      "Vergabestelle Süd",
    );
  });
});

describe("BoQ values the schema restricts", () => {
  it("writes a single price component as the first of two, keeping its label (NoUPComps is 0 or 2-6)", () => {
    const document = contractWithEveryKind();
    const boq = document.boq as NonNullable<GaebDocument["boq"]>;
    const { result, xml } = write({
      ...document,
      boq: { ...boq, info: { ...boq.info, priceComponentLabels: ["Stunden"] } },
    });
    expect(result.ok).toBe(true);
    expect(xml).toContain('<NoUPComps>2</NoUPComps><LblUPComp1 Type="Unknown">Stunden</LblUPComp1>');
    expect(result.issues.map((issue) => issue.code)).toContain("write_components_counted");
  });

  it.each(["81", "82", "86"] as const)("keeps QtyTBD with its quantity in phase %s", (phase: Phase) => {
    const document = contractWithEveryKind();
    const boq = document.boq as NonNullable<GaebDocument["boq"]>;
    const mark = (entries: typeof boq.body): typeof boq.body =>
      entries.map((entry) =>
        entry.kind === "section"
          ? { ...entry, children: mark(entry.children) }
          : entry.kind === "item" && entry.id === "I1"
            ? { ...entry, flags: { ...entry.flags, quantityToBeDetermined: true } }
            : entry,
      );
    const { result, xml } = write({
      ...document,
      source: { ...document.source, phase },
      boq: { ...boq, body: mark(boq.body) },
    });
    expect(xml).toContain("<QtyTBD>Yes</QtyTBD><Qty>10.000</Qty>");
    expect(result.issues.map((issue) => `${issue.code} ${issue.params?.element}`)).not.toContain(
      "write_value_dropped QtyTBD",
    );
    if (!result.ok) return;
    const back = readGaeb({ name: `x.X${phase}`, bytes: result.value.bytes });
    expect(back.ok).toBe(true);
  });
});
