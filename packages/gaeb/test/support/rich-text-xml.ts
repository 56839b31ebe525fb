import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AdditionalText, Entry, GaebDocument, RichText } from "../../src/model.js";
import { readRichText } from "../../src/xml/richtext.js";
import { CORPUS_DIR } from "./corpus.js";
import { xmllint } from "./x84-schema.js";
import { xmlTree } from "./xml-tree.js";

export { xmlTree };

/** A written long text read back as the reader reads an item's `DetailTxt`. */
export function readDetail(xml: string): RichText {
  return readRichText(xmlTree(`<DetailTxt><Text>${xml}</Text></DetailTxt>`));
}

/** Every text of a document by the place it is written to: long texts, short texts and titles (labels). */
export interface DocumentTexts {
  detail: RichText[];
  outline: string[];
  label: string[];
}

export function documentTexts(document: GaebDocument): DocumentTexts {
  const texts: DocumentTexts = { detail: [], outline: [], label: [] };
  const additional = (parts: AdditionalText[]) => {
    for (const part of parts) {
      texts.outline.push(part.outline);
      texts.detail.push(part.detail);
    }
  };
  additional(document.preamble);
  additional(document.closing);
  const walk = (entries: Entry[]): void => {
    for (const entry of entries) {
      if (entry.kind === "section") {
        texts.label.push(entry.title);
        walk(entry.children);
        continue;
      }
      texts.outline.push(entry.shortText);
      texts.detail.push(entry.longText);
      if (entry.kind === "item") {
        for (const sub of entry.subDescriptions) {
          texts.outline.push(sub.shortText);
          texts.detail.push(sub.longText);
        }
      }
    }
  };
  walk(document.boq?.body ?? []);
  return texts;
}

/** The smallest valid X83 around written texts: one section per text with its title and one item. */
export function x83WithTexts(written: { detail: string[]; outline: string[]; label: string[] }): string {
  const count = Math.max(written.detail.length, written.outline.length, written.label.length, 1);
  const sections: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const label = written.label[n] ?? "";
    const detail = written.detail[n] ?? "";
    const outline = written.outline[n] ?? "";
    sections.push(
      `<BoQCtgy ID="C${n}" RNoPart="${n + 1}"><LblTx>${label}</LblTx><BoQBody><Itemlist>` +
        `<Item ID="I${n}" RNoPart="1"><Qty>1</Qty><QU>St</QU><Description><CompleteText>` +
        `<DetailTxt><Text>${detail}</Text></DetailTxt>` +
        `<OutlineText><OutlTxt><TextOutlTxt>${outline}</TextOutlTxt></OutlTxt></OutlineText>` +
        "</CompleteText></Description></Item></Itemlist></BoQBody></BoQCtgy>",
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3">',
    "<GAEBInfo><Version>3.3</Version><VersDate>2021-05</VersDate><Date>2026-01-15</Date></GAEBInfo>",
    "<PrjInfo><NamePrj>P</NamePrj></PrjInfo>",
    '<Award><DP>83</DP><BoQ ID="B"><BoQInfo><Name>LV</Name><LblBoQ>Texte</LblBoQ><OutlCompl>AllTxt</OutlCompl>',
    "<BoQBkdn><Type>BoQLevel</Type><Length>5</Length><Num>Yes</Num></BoQBkdn>",
    "<BoQBkdn><Type>Item</Type><Length>4</Length><Num>Yes</Num></BoQBkdn></BoQInfo>",
    `<BoQBody>${sections.join("\n")}</BoQBody></BoQ></Award></GAEB>`,
  ].join("\n");
}

const X83_SCHEMA = join(
  CORPUS_DIR,
  "../schemas/gaeb-da-xml-3.3/2021-05_Leistungsverzeichnis/GAEB_DA_XML_83_3.3_2021-05.xsd",
);

/** Validates X83 files against the official 3.3 schema in one xmllint run; returns its complaints ("" if valid). */
export function validateX83(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "gaeb-x83-"));
  try {
    const paths = Object.entries(files).map(([name, text]) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    });
    const run = spawnSync(xmllint, ["--noout", "--schema", X83_SCHEMA, ...paths], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    return run.status === 0 ? "" : run.stderr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
