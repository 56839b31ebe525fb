import type { Block, Inline, Picture, RichText as RichTextModel, TextRun } from "gaeb2xlsx";
import { type ReactNode, useState } from "react";
import type { Lang } from "../i18n/lang";
import { markRuns } from "./marks";
import { shownPicture } from "./picture";
import "./richtext.css";

const WORDS = {
  de: {
    image: "Bild",
    imageNote: "hier nicht dargestellt",
    toFill: "vom Bieter einzutragen",
    ownerFill: "Ergänzung des Auftraggebers",
  },
  en: {
    image: "Image",
    imageNote: "not shown here",
    toFill: "to be filled in by the bidder",
    ownerFill: "owner's complement",
  },
} as const;

export interface RichTextProps {
  /** The model's long text: paragraphs, lists, tables, images and text complements. */
  text: RichTextModel;
  lang: Lang;
  /**
   * The search's pattern: its hits are marked, also where a hit spans runs of different emphasis; without it the
   * text is shown as it is.
   */
  highlight?: RegExp | null;
  className?: string;
  /**
   * For paper: pictures are decoded before the page is laid out, so that every one is in the printout. On screen
   * they decode off the main thread and scrolling never waits for them.
   */
  print?: boolean;
}

/**
 * A GAEB long text as React elements, never as markup: whatever the file's text holds is shown as text, so nothing
 * from the file can run. An embedded picture is shown only from its own bytes (a data URL of a raster type), so
 * nothing is fetched either; without bytes it is named in its place.
 */
export function RichText({ text, lang, highlight, className, print = false }: RichTextProps): ReactNode {
  if (text.length === 0) return null;
  const pattern = highlight ?? null;
  const context: Context = { lang, run: (run) => markRuns([run], pattern)[0], pattern, print };
  return <div className={className ? `rt ${className}` : "rt"}>{blocks(text, context)}</div>;
}

interface Context {
  lang: Lang;
  /** Marks hits in one piece of text of its own (a caption, a picture's name). */
  run: (text: string) => ReactNode;
  pattern: RegExp | null;
  print: boolean;
}

function blocks(text: RichTextModel, context: Context): ReactNode[] {
  // biome-ignore lint/suspicious/noArrayIndexKey: a file's text never changes once shown; position is its identity
  return text.map((block, index) => <BlockView key={index} block={block} context={context} />);
}

function BlockView({ block, context }: { block: Block; context: Context }): ReactNode {
  switch (block.type) {
    case "paragraph":
      // A paragraph of nothing but whitespace is the file's blank line: it keeps its height.
      return (
        <p className={block.align ? `rt-p rt-p--${block.align}` : "rt-p"}>
          {paragraph(block.inlines, context)}
        </p>
      );
    case "list": {
      const items = block.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a file's text never changes once shown; position is its identity
        <li key={index} className="rt-li">
          {blocks(item, context)}
        </li>
      ));
      return block.ordered ? <ol className="rt-list">{items}</ol> : <ul className="rt-list">{items}</ul>;
    }
    case "table":
      return <TableView rows={block.rows} context={context} />;
  }
}

function TableView({ rows, context }: { rows: RichTextModel[][]; context: Context }): ReactNode {
  // Files write ragged tables (rows with fewer cells); short rows are padded so the columns stay aligned.
  const columns = rows.reduce((most, row) => Math.max(most, row.length), 0);
  return (
    <div className="rt-table-wrap">
      <table className="rt-table">
        <tbody>
          {rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a file's text never changes once shown; position is its identity
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: a file's text never changes once shown; position is its identity
                  key={cellIndex}
                  className="rt-td"
                  colSpan={
                    cellIndex === row.length - 1 && row.length < columns ? columns - cellIndex : undefined
                  }
                >
                  {blocks(cell, context)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A paragraph's inlines. Consecutive runs of text (and line breaks, which search reads as white space) are marked
 * together, so that a hit across a change of emphasis is marked in every run it touches.
 */
function paragraph(list: Inline[], context: Context): ReactNode[] {
  const marked: ReactNode[][] = [];
  for (let start = 0; start < list.length; ) {
    let end = start;
    while (end < list.length && isFlowing(list[end])) end++;
    if (end === start) {
      end = start + 1;
    } else {
      const texts = list.slice(start, end).map((inline) => (inline.type === "text" ? inline.text : "\n"));
      markRuns(texts, context.pattern).forEach((pieces, offset) => {
        marked[start + offset] = pieces;
      });
    }
    start = end;
  }
  return list.map((inline, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a file's text never changes once shown; position is its identity
    <InlineView key={index} inline={inline} context={context} marked={marked[index]} />
  ));
}

const isFlowing = (inline: Inline | undefined): boolean =>
  inline?.type === "text" || inline?.type === "break";

function InlineView({
  inline,
  context,
  marked,
}: {
  inline: Inline;
  context: Context;
  /** A text run's pieces with the search's hits marked. */
  marked: ReactNode[] | undefined;
}): ReactNode {
  const words = WORDS[context.lang];
  switch (inline.type) {
    case "text":
      return emphasized(inline, marked ?? inline.text);
    case "break":
      return <br />;
    case "image":
      return <PictureView picture={inline} context={context} />;
    case "complement": {
      const blank = inline.body.replace(/'/g, "").trim() === "";
      return (
        <span className={`rt-complement rt-complement--${inline.kind}`}>
          {inline.caption ? context.run(inline.caption) : null}
          {blank ? (
            <span className="rt-blank">
              <span className="visually-hidden">
                {inline.kind === "bidder" ? words.toFill : words.ownerFill}
              </span>
            </span>
          ) : (
            <span className="rt-fill">{context.run(inline.body)}</span>
          )}
          {inline.tail ? context.run(inline.tail) : null}
        </span>
      );
    }
  }
}

/** The run's emphasis as the elements that mean it, so that it reads the same on screen, on paper and aloud. */
function emphasized(run: TextRun, content: ReactNode): ReactNode {
  let out = content;
  if (run.superscript) out = <sup>{out}</sup>;
  if (run.subscript) out = <sub>{out}</sub>;
  if (run.strike) out = <s>{out}</s>;
  if (run.underline) out = <u>{out}</u>;
  if (run.italic) out = <em>{out}</em>;
  if (run.bold) out = <strong>{out}</strong>;
  return out;
}

function PictureView({ picture, context }: { picture: Picture; context: Context }): ReactNode {
  const words = WORDS[context.lang];
  // A picture the browser cannot decode (damaged data) falls back to its name rather than a broken-image icon.
  const [broken, setBroken] = useState(false);
  const shown = broken ? null : shownPicture(picture);
  if (!shown) {
    return (
      <span className="rt-image">
        {words.image}
        {picture.name ? <>: {context.run(picture.name)}</> : null}
        <span className="rt-image-note"> ({words.imageNote})</span>
      </span>
    );
  }
  // Width and height give the picture its box before it is decoded (CSS scales both to the column), so the
  // virtualized list measures the row at its final height. Loading is eager: the list only mounts rows near the
  // screen, and a lazy picture in a row just above or below it would appear only once scrolled into view.
  return (
    <img
      className="rt-img"
      src={shown.src}
      alt={picture.name ?? words.image}
      width={shown.size?.width}
      height={shown.size?.height}
      loading="eager"
      decoding={context.print ? "sync" : "async"}
      onError={() => setBroken(true)}
    />
  );
}
