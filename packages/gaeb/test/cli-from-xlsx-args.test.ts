import { describe, expect, it } from "vitest";
import { UsageError } from "../src/cli/args.js";
import { parseColumnMap, parseFromXlsxArgs, phaseOfOutput } from "../src/cli/from-xlsx-args.js";

const refusal = (argv: string[]) => {
  try {
    parseFromXlsxArgs(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`accepted: ${argv.join(" ")}`);
};

describe("gaeb2xlsx from-xlsx: its arguments", () => {
  it("takes the phase from the output's extension, in either case", () => {
    expect(phaseOfOutput("LV.X81")).toBe("81");
    expect(phaseOfOutput("dir.x/LV.x83")).toBe("83");
    expect(phaseOfOutput("Angebot.X84")).toBe("84");
    for (const name of ["LV.X86", "LV.xml", "LV.X83.xlsx", "LV", "LV.P83", "LV.X8"])
      expect(phaseOfOutput(name)).toBeUndefined();
    expect(parseFromXlsxArgs(["Mappe.xlsx", "-o", "LV.x84"])).toEqual({
      workbook: "Mappe.xlsx",
      output: "LV.x84",
      phase: "84",
      lang: "de",
    });
  });

  it("refuses another extension naming the ones to use, in the language asked for", () => {
    expect(refusal(["Mappe.xlsx", "-o", "LV.xml"])).toBe(
      "LV.xml: Die Endung nennt die Datenart der GAEB-Datei. Nennen Sie sie .X81 (Leistungsverzeichnis ohne Preise), .X83 (Angebotsaufforderung) oder .X84 (Angebot mit den Einheitspreisen der Spalte EP).",
    );
    expect(refusal(["Mappe.xlsx", "-o", "LV.X86", "--lang", "en"])).toMatch(
      /^LV\.X86: the extension names the GAEB file's phase\. Name it \.X81 .*, \.X83 .* or \.X84 /,
    );
  });

  it("needs one workbook and an output", () => {
    expect(refusal(["-o", "LV.X83"])).toContain("genau eine Arbeitsmappe");
    expect(refusal(["a.xlsx", "b.xlsx", "-o", "LV.X83"])).toContain("genau eine Arbeitsmappe");
    expect(refusal(["a.xlsx", "--lang", "en"])).toBe("give the GAEB file with -o, e.g. -o LV.X83");
    expect(refusal(["a.xlsx", "-o", "LV.X83", "--lang", "fr"])).toContain('"de" or "en"');
    expect(refusal(["a.xlsx", "-o", "LV.X83", "--phase", "84"])).toContain("--phase");
  });

  it("passes sheet, project and map on", () => {
    const argv = [
      "Mappe.xlsx",
      "-o",
      "LV.X83",
      "--sheet",
      "LV 2",
      "--project",
      "Neubau Kita",
      "--lang",
      "en",
    ];
    expect(parseFromXlsxArgs([...argv, "--map", " oz = a , short=B,qty=AA,unit=xfd "])).toEqual({
      workbook: "Mappe.xlsx",
      output: "LV.X83",
      phase: "83",
      sheet: "LV 2",
      project: "Neubau Kita",
      map: { oz: "A", short: "B", qty: "AA", unit: "XFD" },
      lang: "en",
    });
  });

  it("takes every column key the import knows", () => {
    expect(parseColumnMap("oz=A,kind=B,short=C,long=D,qty=E,unit=F,price=G,total=H", "de")).toEqual({
      oz: "A",
      kind: "B",
      short: "C",
      long: "D",
      qty: "E",
      unit: "F",
      price: "G",
      total: "H",
    });
  });

  it("refuses a bad --map saying what is wrong with it", () => {
    const map = (text: string, lang: "de" | "en" = "en") => {
      try {
        parseColumnMap(text, lang);
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError);
        return (error as Error).message;
      }
      throw new Error(`accepted: ${text}`);
    };
    expect(map("oz=A,menge=D")).toBe(
      '--map: "menge" is no column of an LV; the keys are oz, kind, short, long, qty, unit, price, total',
    );
    expect(map("oz=A1")).toBe('--map: "A1" for oz is no column letter; columns are A to XFD');
    expect(map("oz=XFE")).toBe('--map: "XFE" for oz is no column letter; columns are A to XFD');
    expect(map("oz=AAAA")).toContain("no column letter");
    expect(map("oz=")).toContain("no column letter");
    expect(map("oz")).toBe('--map: "oz" is no mapping; write key=column, e.g. oz=A,short=B,qty=D');
    expect(map("oz=A=B")).toContain("is no mapping");
    expect(map("")).toContain("is no mapping");
    expect(map("oz=A,oz=B")).toBe("--map: oz is given twice");
    expect(map("oz=A,short=a")).toBe("--map: column A is given to both oz and short");
    expect(map("qty=D,unit=d", "de")).toBe("--map: Spalte D ist qty und unit zugleich zugeordnet");
    expect(map("preis=G", "de")).toBe(
      "--map: „preis“ ist keine Spalte des LV; möglich sind oz, kind, short, long, qty, unit, price, total",
    );
    expect(refusal(["a.xlsx", "-o", "LV.X83", "--map", "oz=1"])).toBe(
      "--map: „1“ bei oz ist kein Spaltenbuchstabe; möglich sind A bis XFD",
    );
  });

  it("passes the bidder of an offer on, and refuses one for a request or a bill of quantities", () => {
    expect(parseFromXlsxArgs(["Mappe.xlsx", "-o", "Angebot.X84", "--bidder", " Bau GmbH "])).toEqual({
      workbook: "Mappe.xlsx",
      output: "Angebot.X84",
      phase: "84",
      bidder: "Bau GmbH",
      lang: "de",
    });
    expect(refusal(["Mappe.xlsx", "-o", "LV.X83", "--bidder", "Bau GmbH"])).toBe(
      "--bidder: Einen Bieter nennt nur ein Angebot; LV.X83 ist keines. Nennen Sie die Ausgabe .X84 oder lassen Sie --bidder weg.",
    );
    expect(refusal(["Mappe.xlsx", "-o", "LV.X81", "--bidder", "B", "--lang", "en"])).toContain(
      "only an offer names a bidder",
    );
  });
});
