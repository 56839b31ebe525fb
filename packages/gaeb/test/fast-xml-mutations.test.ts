import { describe, expect, it } from "vitest";
import { MAX_DEPTH } from "../src/xml/sax.js";
import { fastEvents, type Outcome, pieces, saxesEvents } from "./support/xml-events.js";
import { MUTATIONS, SMALL, VALID } from "./support/xml-mutations.js";

/*
 * The fast XML path either hands over exactly saxes' events or declines; it never reads a document saxes refuses,
 * and never splits text differently from saxes (the collector drops a piece that is only indentation, so the split
 * matters). Small documents, every change in support/xml-mutations.ts, and chunks cut at every position.
 */

const SWITCHES = [undefined, new Set(["Item", "p", "q", "t"])];

/** Fast path against saxes for one input: equal events or "declined". Refused by saxes: must be declined. */
function compare(chunks: string[], label: string): "equal" | "declined" {
  let outcome: "equal" | "declined" = "equal";
  for (const switchedOn of SWITCHES) {
    const expected = saxesEvents(chunks, switchedOn) as Exclude<Outcome, "declined">;
    const actual = fastEvents(chunks, switchedOn);
    if (actual === "declined") {
      outcome = "declined";
      continue;
    }
    expect(expected.error, `${label}: the fast path read what saxes refuses`).toBeUndefined();
    expect(actual, label).toEqual(expected);
  }
  return outcome;
}

const CHUNKINGS: ReadonlyArray<[string, (text: string) => string[]]> = [
  ["whole", (text) => [text]],
  ["pieces of 1", (text) => pieces(text, [1])],
  ["pieces of 1, 2, 3", (text) => pieces(text, [1, 2, 3])],
  ["pieces of 7", (text) => pieces(text, [7])],
  ["with empty pieces", (text) => pieces(text, [5, 0, 11, 0])],
];

describe("fast XML path against saxes on small documents", () => {
  it("reads the valid documents itself, whole and in pieces, with saxes' events", () => {
    for (const [name, text] of Object.entries(VALID)) {
      for (const [chunking, cut] of CHUNKINGS) {
        expect(compare(cut(text), `${name}, ${chunking}`), `${name}, ${chunking}`).toBe("equal");
      }
    }
  });

  it("reads them the same when split in two at every position (tokens, CR LF, surrogate pairs, references)", () => {
    for (const [name, text] of Object.entries(VALID)) {
      for (let at = 0; at <= text.length; at += 1) {
        const label = `${name}, split at ${at}`;
        expect(compare([text.slice(0, at), text.slice(at)], label), label).toBe("equal");
      }
    }
  });

  it("declines every change saxes refuses, and otherwise gives saxes' events, in any pieces", () => {
    const seen = { equal: 0, declined: 0 };
    for (const [mutation, change] of MUTATIONS) {
      for (const [name, text] of Object.entries(VALID)) {
        const changed = change(text);
        if (changed === text) continue;
        for (const [chunking, cut] of CHUNKINGS)
          seen[compare(cut(changed), `${mutation} on ${name}, ${chunking}`)] += 1;
      }
    }
    // Both outcomes occur: the valid changes inside the subset are read, the others declined.
    expect(seen.equal).toBeGreaterThan(50);
    expect(seen.declined).toBeGreaterThan(500);
  });

  it("declines exactly the changes it must, and reads the valid ones inside its subset", () => {
    const declines = (text: string) => fastEvents([text]) === "declined";
    const outcomes = Object.fromEntries(
      MUTATIONS.map(([mutation, change]) => [mutation, declines(change(SMALL))]),
    );
    for (const [mutation, declined] of Object.entries(outcomes)) {
      const inside = [
        "deep, within",
        "PI inside",
        "empty CDATA",
        "astral text",
        "white space around =",
        "colons",
        "mixed",
      ];
      expect(declined, mutation).toBe(!inside.some((start) => mutation.startsWith(start)));
    }
  });

  it("leaves nesting deeper than MAX_DEPTH to saxes, which refuses it", () => {
    const deep = (levels: number) => `${"<x>".repeat(levels)}${"</x>".repeat(levels)}`;
    expect(fastEvents([deep(MAX_DEPTH + 1)])).toBe("declined");
    expect(saxesEvents([deep(MAX_DEPTH + 1)])).toMatchObject({ error: expect.stringContaining("GaebError") });
    expect(compare([deep(MAX_DEPTH)], "at the limit")).toBe("equal");
  });

  it("gives the same columns as saxes after astral characters, tabs and a byte order mark", () => {
    const text = "\uFEFF<r>\n😀😀\t<a/>😀<b\n  x='1'/></r>";
    const events = fastEvents([text]);
    expect(events).not.toBe("declined");
    const opens = (events as { events: unknown[][] }).events.filter((event) => event[0] === "open");
    expect(opens.map((event) => event.slice(3))).toEqual([
      [1, 5],
      [2, 8],
      [3, 10],
    ]);
    expect(compare([text], "columns")).toBe("equal");
  });
});
