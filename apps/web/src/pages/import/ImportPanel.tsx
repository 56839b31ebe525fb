import { useState } from "react";
import { type ImportTexts, importTexts } from "../../content/import";
import type { Lang } from "../../i18n/lang";
import { WORKBOOK_ACCEPT } from "../../ondevice/files";
import { ChangeFileAction, FileJobFrame, Outcome, useOutcomeFocus } from "../../ondevice/JobOutcome";
import { crashText } from "../../ondevice/job-crash";
import { MessageList } from "../../ondevice/MessageList";
import { formatCount, formatMoney } from "../../ondevice/numbers";
import type { ImportReading } from "../../worker/import";
import { importOnDevice } from "../../worker/import";
import { SheetChoice } from "../offer/SheetChoice";
import { LvOutline } from "./LvOutline";
import { MappingStep } from "./MappingStep";
import { columnTitles, initialMapping, oneLine, phaseChoices, sheetColumns, shortTitle } from "./mapping";
import { SaveGaeb } from "./SaveGaeb";
import { TemplateDownload } from "./TemplateDownload";
import { type ImportRunner, type ImportState, useImportJob } from "./useImportJob";

function announcement(state: ImportState, texts: ImportTexts, lang: Lang): string {
  if (state.kind === "working") return state.phase === "loading" ? texts.loading : texts.working;
  if (state.kind === "failed") return texts.announceFailed(state.messages.length);
  if (state.kind === "crashed") return crashText(state, texts);
  if (state.kind !== "done") return "";
  return texts.announceDone(state.result.summary.items, (count) => formatCount(count, lang));
}

function Facts({ reading, texts, lang }: { reading: ImportReading; texts: ImportTexts; lang: Lang }) {
  const { summary } = reading;
  const rows = [
    { id: "kind", label: texts.kindLabel, value: texts.kinds[reading.kind] },
    { id: "sheet", label: texts.sheetLabel, value: reading.sheet },
    { id: "header", label: texts.headerRowLabel, value: formatCount(reading.headerRow, lang) },
    {
      id: "counts",
      label: texts.countsLabel,
      value: texts.counts(summary.sections, summary.items, (count) => formatCount(count, lang)),
    },
  ];
  if (summary.total !== null)
    rows.push({
      id: "total",
      label: texts.totalLabel,
      value: formatMoney(summary.total, reading.currency, lang),
    });
  return (
    <dl className="facts">
      {rows.map((row) => (
        <div key={row.id} className={`facts__row facts__row--${row.id}`}>
          <dt>{row.label}</dt>
          <dd data-testid={`import-${row.id}`}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The sheet's columns in its order: each taken one with the field it became (a guess said to be one), and each
 * titled one the LV leaves out, so that nothing is dropped unsaid.
 */
function SheetColumns({ reading, texts }: { reading: ImportReading; texts: ImportTexts }) {
  return (
    <table className="import-columns" data-testid="import-columns">
      <caption>{texts.columnsTitle}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.columnsHead}</th>
          <th scope="col">{texts.columnsTakenHead}</th>
        </tr>
      </thead>
      <tbody>
        {sheetColumns(reading.columns, reading.untaken).map(({ letter, title, column, guessed }) => {
          const short = shortTitle(title);
          const whole = oneLine(title);
          return (
            <tr key={letter} data-letter={letter} {...(column ? { "data-column": column } : {})}>
              <th scope="row" {...(short !== whole ? { title: whole } : {})}>
                {texts.columnOf(letter, short)}
              </th>
              {column ? (
                <td>
                  {texts.fields[column]}
                  {guessed && <span className="import-columns__note"> ({texts.guessed})</span>}
                </td>
              ) : (
                <td className="import-columns__untaken">{texts.notTaken}</td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Drop zone, reading, mapping step and download of the Excel → GAEB page; `runner` is the worker, replaceable in tests. */
export function ImportPanel({ lang, runner = importOnDevice }: { lang: Lang; runner?: ImportRunner }) {
  const texts = importTexts[lang];
  const job = useImportJob(runner, lang, texts);
  const { state, cause, sheets, asked, applied } = job;
  const [correcting, setCorrecting] = useState(false);
  // A new file's outcome takes the focus, and so does a refusal of the mapping just applied, which replaces the step.
  const focusOutcome =
    ((state.kind === "done" || state.kind === "failed" || state.kind === "crashed") && cause === "file") ||
    (state.kind === "failed" && asked?.refused === true);
  const focus = useOutcomeFocus(state, focusOutcome, job.reset);
  const { outcomeHeading, startOver } = focus;
  const askingSheet = state.kind === "failed" && sheets.length > 1 && !asked && !applied.sheet;
  const apply = (sheet: string) => (map: Parameters<typeof job.applyMap>[0]) => {
    setCorrecting(false);
    job.applyMap(map, sheet);
  };

  return (
    <div className="tool">
      <FileJobFrame
        state={state}
        words={texts}
        accept={WORKBOOK_ACCEPT}
        name="import"
        inputTestId="workbook-input"
        announcement={announcement(state, texts, lang)}
        onFile={(file) => {
          setCorrecting(false);
          void job.chooseFile(file);
        }}
        onCancel={job.cancel}
        onRetry={(file) => void job.retry(file)}
        focus={focus}
      >
        {sheets.length > 1 && state.kind !== "empty" && (
          <SheetChoice
            sheets={sheets.map((sheet) => ({ sheet }))}
            chosen={job.sheet || (state.kind === "done" ? state.result.sheet : "")}
            texts={texts}
            lang={lang}
            testId="import-sheet-choice"
            {...(askingSheet ? { headingRef: outcomeHeading } : {})}
            onChoose={job.chooseSheet}
          />
        )}

        {state.kind === "done" && (
          <Outcome id="import-outcome" tone="done" title={texts.doneTitle} headingRef={outcomeHeading}>
            <Facts reading={state.result} texts={texts} lang={lang} />
            <SheetColumns reading={state.result} texts={texts} />
            {correcting ? (
              <>
                <p>{texts.mappingCorrectText}</p>
                <MappingStep
                  texts={texts}
                  lang={lang}
                  sheet={state.result.sheet}
                  headerRow={state.result.headerRow}
                  titles={columnTitles(state.result.titles, state.result.columns)}
                  initial={initialMapping(state.result.columns)}
                  onApply={apply(state.result.sheet)}
                />
              </>
            ) : (
              <p>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  data-testid="import-correct"
                  onClick={() => setCorrecting(true)}
                >
                  {texts.correctColumns}
                </button>
              </p>
            )}
            <LvOutline rows={state.result.outline} texts={texts} lang={lang} />
            {state.messages.length > 0 && (
              <div className="outcome__messages">
                <h3>{texts.warningsTitle}</h3>
                <MessageList messages={state.messages} lang={lang} />
              </div>
            )}
            <SaveGaeb
              file={state.file}
              sheet={applied.sheet || state.result.sheet}
              map={applied.map}
              phases={phaseChoices(state.result)}
              texts={texts}
              lang={lang}
              runner={runner}
            />
          </Outcome>
        )}

        {state.kind === "failed" && asked && (
          <Outcome
            id="import-outcome"
            tone="failed"
            title={asked.refused ? texts.mappingRefusedTitle : texts.mappingTitle}
            headingRef={outcomeHeading}
          >
            <p>{asked.refused ? texts.mappingRefusedText : texts.mappingText}</p>
            <MessageList messages={state.messages} lang={lang} />
            <MappingStep
              key={`${asked.sheet}:${asked.headerRow}`}
              texts={texts}
              lang={lang}
              sheet={asked.sheet}
              headerRow={asked.headerRow}
              titles={columnTitles(asked.titles, asked.columns)}
              initial={initialMapping(applied.map ? mapAsTaken(applied.map) : asked.columns)}
              onApply={apply(asked.sheet)}
            />
          </Outcome>
        )}

        {state.kind === "failed" && !asked && !askingSheet && (
          <Outcome id="import-outcome" tone="failed" title={texts.failedTitle} headingRef={outcomeHeading}>
            <p>{texts.failedText}</p>
            <MessageList messages={state.messages} lang={lang} />
            <ChangeFileAction label={texts.changeFile} onClick={startOver} />
          </Outcome>
        )}
      </FileJobFrame>
      <TemplateDownload texts={texts} lang={lang} runner={runner} />
    </div>
  );
}

/** A map applied before, as the columns it took, to preselect it when the core still asks. */
function mapAsTaken(map: NonNullable<ReturnType<typeof useImportJob>["applied"]["map"]>) {
  return Object.entries(map).map(([column, letter]) => ({
    column: column as keyof typeof map,
    letter: letter ?? "",
    title: "",
  }));
}
