import type { Lang } from "../../i18n/lang";
import { MessageList } from "../../ondevice/MessageList";
import type { ReportedMessage } from "../../ondevice/messages";

export interface FactRow {
  id: string;
  label: string;
  value: string;
}

/** A step's figures as label and value; `prefix` names each value for the tests (`<prefix>-<id>`). */
export function BillingFacts({ rows, prefix }: { rows: readonly FactRow[]; prefix: string }) {
  return (
    <dl className="facts">
      {rows.map((row) => (
        <div key={row.id} className={`facts__row facts__row--${row.id}`}>
          <dt>{row.label}</dt>
          <dd data-testid={`${prefix}-${row.id}`}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The core's warnings beside a result, under their own heading; nothing where there are none. */
export function ResultNotes(props: { messages: readonly ReportedMessage[]; title: string; lang: Lang }) {
  if (props.messages.length === 0) return null;
  return (
    <div className="outcome__messages">
      <h3>{props.title}</h3>
      <MessageList messages={props.messages} lang={props.lang} />
    </div>
  );
}

/** An ISO date from the core ("2026-03-31") as the reader writes it, without the computer's time zone moving it. */
export function formatIsoDate(iso: string, lang: Lang): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(date);
}
