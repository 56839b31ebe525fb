import type { GaebDocument, Party } from "../model.js";
import { text } from "./item-rows.js";
import type { SheetLabels } from "./labels.js";
import { STYLE } from "./styles.js";
import type { Row } from "./workbook.js";

function partyLine(party: Party): string {
  const place = [party.postalCode, party.city].filter(Boolean).join(" ");
  return [...party.names, party.street, place].filter(Boolean).join(", ");
}

export function sheetTitle(document: GaebDocument): string {
  const info = document.boq?.info;
  return (
    info?.label ?? info?.name ?? document.project.label ?? document.project.name ?? document.source.fileName
  );
}

/** The rows above the column headers: what this bill of quantities is and where it came from. */
export function titleBlock(document: GaebDocument, labels: SheetLabels, notices: readonly string[]): Row[] {
  const t = labels.title;
  const { project, source, exchange, award } = document;
  const info = document.boq?.info;
  const rows: Row[] = [{ cells: [text(sheetTitle(document), STYLE.title)] }];
  const add = (
    label: string,
    value: string | undefined,
    style: typeof STYLE.oz | typeof STYLE.note = STYLE.oz,
  ) => {
    // The value starts in the wide third column so the label can spill over the empty second one.
    if (value) rows.push({ cells: [text(label, STYLE.label), undefined, text(value, style)] });
  };
  add(t.project, [project.name, project.label].filter(Boolean).join(" – "));
  add(t.boq, [info?.name, info?.label].filter(Boolean).join(" – "));
  add(t.phase, `${source.phase} – ${labels.phases[source.phase]}`);
  add(t.date, info?.date ?? exchange.date);
  add(t.currency, [award.currency, award.currencyLabel].filter(Boolean).join(" – "));
  add(t.program, [exchange.programSystem, exchange.programName].filter(Boolean).join(" / "));
  add(t.source, `${source.fileName} (GAEB DA XML ${source.version || "?"})`);
  if (award.owner) add(t.owner, partyLine(award.owner));
  if (award.contractor) add(t.contractor, partyLine(award.contractor));
  for (const notice of notices) add(t.notice, notice, STYLE.note);
  rows.push({ cells: [] });
  return rows;
}
