import type { RichTextChangeKind } from "../gaeb-xml-writer/richtext.js";
import type { Issue, WriterIssueCode } from "../issues.js";
import { wording } from "./numbers.js";

type Params = NonNullable<Issue["params"]>;

const { n, count } = wording("de");

/** "(3 Stellen)" where one kind of change happened more than once. */
const times = (p: Params) => (Number(p.count) > 1 ? ` (${count(p.count, "Stelle", "Stellen")})` : "");
const value = (p: Params) => (p.value === undefined ? "" : ` („${p.value}“)`);

/** What the rich-text writer had to write differently (`RichTextChangeKind`), in words. */
const TEXT_CHANGES: Record<RichTextChangeKind, string> = {
  list_as_paragraphs: "eine Aufzählung, hier als Absätze geschrieben",
  table_as_paragraphs: "eine Tabelle, hier als Absätze geschrieben (Zellen durch „|“ getrennt)",
  picture_left_out: "ein Bild, das hier keinen Platz hat und fehlt",
  picture_unusable_left_out:
    "ein Bild ohne brauchbare Daten (in der Eingabe zu groß oder beschädigt, oder kein PNG, JPEG oder GIF), das fehlt",
  complement_as_text: "ein Textergänzungsfeld, hier als einfacher Text geschrieben",
  complement_numbered: "ein Textergänzungsfeld ohne Nummer, das eine Nummer erhielt",
  empty_block_left_out: "eine leere Liste oder Tabelle, die fehlt",
  line_break_in_text: "einen Zeilenumbruch im Text, als Umbruch geschrieben",
  control_characters_left_out: "Steuerzeichen, die XML nicht erlaubt und die fehlen",
};

const textChange = (p: Params) => {
  const [element, kind = ""] = String(p.element).split("/");
  return `Ein Text (<${element}>) enthält ${TEXT_CHANGES[kind as RichTextChangeKind] ?? kind}${times(p)}.`;
};

/** Why a kept element (`write_kept_invalid`) was left out. */
const KEPT_REASONS: Record<string, string> = {
  schema:
    "sein Inhalt entspricht an dieser Stelle nicht dem Schema von GAEB DA XML 3.3, wie es bei einer beschädigten oder älteren Datei vorkommt",
  twice: "die Eingabe enthält es öfter, als das Schema es hier erlaubt (die meisten Elemente einmal)",
  choice: "das Schema erlaubt hier entweder dieses oder ein anderes vorhandenes Element, nicht beide",
  length: "es ist länger, als das Schema erlaubt, und ein gekürzter Schlüssel würde etwas anderes bezeichnen",
};

/** Writing GAEB DA XML, in German; `de.ts` adds these. */
export const deWriter: Record<WriterIssueCode, (p: Params) => string> = {
  write_value_dropped: (p) =>
    `<${p.element}>${value(p)} kann in GAEB DA XML der Datenart ${p.phase} hier nicht stehen (das Schema sieht es nicht vor oder lässt den Wert nicht zu) und fehlt in der geschriebenen Datei${times(p)}.`,
  write_kept_invalid: (p) =>
    `<${p.element}> fehlt in der geschriebenen Datei${times(p)}: ${KEPT_REASONS[String(p.reason)] ?? KEPT_REASONS.schema}.`,
  write_kept_dropped: (p) =>
    `<${p.element}>${value(p)} der Eingabe hat in GAEB DA XML der Datenart ${p.phase} hier keinen Platz und fehlt in der geschriebenen Datei${times(p)}.`,
  write_text_clipped: (p) =>
    `<${p.element}>${value(p)} ist länger, als das Schema erlaubt, und wurde gekürzt${times(p)}.`,
  write_text_changed: textChange,
  write_number_too_precise: (p) =>
    `<${p.element}> ${n(p.value)} hat mehr als die ${n(p.places)} Nachkommastellen, die GAEB DA XML hier erlaubt. Runden würde den Wert ändern; es wurde keine Datei geschrieben. Runden Sie den Wert in Ihrem AVA-Programm.`,
  write_number_too_large: (p) =>
    `<${p.element}> ${n(p.value)} hat mehr als die ${n(p.limit)} Stellen, die GAEB DA XML hier erlaubt; es wurde keine Datei geschrieben.`,
  write_required_missing: (p) =>
    `GAEB DA XML der Datenart ${p.phase} verlangt <${p.element}>, die Eingabe hat dafür keinen Wert; ohne ihn wäre die Datei ungültig, daher wurde keine geschrieben. Ergänzen Sie den Wert in Ihrem AVA-Programm.`,
  write_breakdown_derived: (p) =>
    `Die Eingabe nennt keine OZ-Maske; sie wurde aus den Ordnungszahlen abgeleitet (${p.mask}). Ordnungszahlen werden nach dieser Maske mit führenden Nullen geschrieben.`,
  write_reference_lost: (p) =>
    `Der Verweis <${p.element}>${value(p)} zeigt auf nichts, was die Datei enthält, und wurde weggelassen${times(p)}.`,
  write_body_mixed: () =>
    "Eine Ebene des Leistungsverzeichnisses enthält Bereiche und Positionen nebeneinander; das lässt GAEB DA XML nicht zu, daher wurde keine Datei geschrieben.",
  write_item_number_invalid: (p) =>
    `Der Teil „${p.value}“ einer Ordnungszahl enthält Zeichen, die GAEB DA XML nicht erlaubt (nur Buchstaben, Ziffern und „_“, höchstens 14); es wurde keine Datei geschrieben.`,
  write_item_number_changed: (p) =>
    `Die Ordnungszahl lautet in der geschriebenen Datei${p.value === undefined ? "" : ` „${p.value}“`}: Ihre übergeordneten Ebenen sind in der Eingabe keine Bereiche, und GAEB DA XML setzt Ordnungszahlen aus den Bereichen zusammen${times(p)}.`,
  write_section_added: (p) =>
    `Die Eingabe enthält keinen Bereich für diese Ebene der Ordnungszahl${p.value === undefined ? "" : ` „${p.value}“`}; er wurde ohne Bezeichnung ergänzt, damit die Ordnungszahl erhalten bleibt.`,
  write_party_empty: (p) =>
    `GAEB DA XML der Datenart ${p.phase} verlangt ${p.element === "OWN" ? "den Auftraggeber" : "den Auftragnehmer"}, die Eingabe nennt ihn nicht; er wurde mit leerer Anschrift geschrieben.`,
  write_encoding_converted: (p) =>
    `Die Eingabe war in ${p.encoding} kodiert; Umlaute, ß und € wurden in UTF-8 übertragen.`,
  write_phase_unsupported: (p) =>
    `Eine Datei der Datenart ${p.phase} (Mengenermittlung) kann dieses Programm lesen, umwandeln und anzeigen, aber nicht als GAEB DA XML schreiben; es wurde keine Datei erzeugt. Geben Sie die Originaldatei weiter.`,
  write_version_unchecked: (p) =>
    `GAEB DA XML ${p.version} wurde im Aufbau von 3.3 geschrieben; gegen das Schema ${p.version} konnte nicht geprüft werden, es liegt nicht vor.`,
  write_part_incomplete: (p) =>
    `<${p.element}> fehlt in der geschriebenen Datei: ohne gültiges <${p.value}>, das das Schema dort verlangt, wäre sie ungültig${times(p)}.`,
  write_name_overflow: (p) =>
    `Der Name in <${p.element}> passt nicht in die vier Namenszeilen zu 40 Zeichen; es fehlt${value(p)}${times(p)}.`,
  write_components_counted: (p) =>
    `Das LV benennt einen einzigen Preisanteil${value(p)}; GAEB DA XML kennt keinen einzelnen, so steht er als erster von zwei Anteilen in der Datei, der zweite bleibt leer.`,
};
