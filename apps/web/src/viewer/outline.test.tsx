// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ViewFact, ViewSection } from "gaeb2xlsx";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { viewerTexts } from "../content/viewer";
import { FACTS_SHOWN, Facts } from "./Facts";
import { initiallyExpanded, OPEN_OUTLINE_LINES, outlineEntries, outlineKey } from "./outline";
import { SectionTree, WHOLE_OUTLINE_LINES } from "./SectionTree";

afterEach(cleanup);

// happy-dom lays nothing out: the outline's box is given a phone screen's height and each line the height of one.
beforeAll(() => {
  const get = (
    name: "clientHeight" | "clientWidth" | "offsetHeight",
    value: (element: HTMLElement) => number,
  ) =>
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return value(this);
      },
    });
  get("clientHeight", (element) => (element.classList.contains("lv-tree__scroll") ? 600 : 0));
  get("clientWidth", (element) => (element.classList.contains("lv-tree__scroll") ? 300 : 0));
  get("offsetHeight", (element) => (element.getAttribute("role") === "treeitem" ? 56 : 0));
});

/** A tree of `widths[0]` sections, each with `widths[1]` children, and so on, rows numbered in reading order. */
function tree(widths: readonly number[], prefix = "", depth = 0, next = { row: 0 }): ViewSection[] {
  const [width = 0, ...rest] = widths;
  return Array.from({ length: width }, (_, index) => {
    const oz = `${prefix}${index + 1}`;
    const row = next.row++;
    const children = tree(rest, `${oz}.`, depth + 1, next);
    return {
      key: `s${oz}`,
      oz,
      title: `Abschnitt ${oz}`,
      levelLabel: "Titel",
      row,
      itemCount: 3,
      counts: true,
      children,
    };
  });
}

describe("outline lines", () => {
  it("opens whole levels while they fit, so a small LV shows all and a large one its top level", () => {
    expect(initiallyExpanded(tree([3, 4, 2]))).toEqual(
      new Set([
        "s1",
        "s2",
        "s3",
        ...["1", "2", "3"].flatMap((a) => ["1", "2", "3", "4"].map((b) => `s${a}.${b}`)),
      ]),
    );
    const large = tree([38, 4, 4, 4, 4]);
    expect(initiallyExpanded(large).size).toBe(0);
    expect(outlineEntries(large, initiallyExpanded(large))).toHaveLength(38);
    expect(outlineEntries(tree([10, 3]), initiallyExpanded(tree([10, 3])))).toHaveLength(40);
    expect(OPEN_OUTLINE_LINES).toBe(40);
  });

  it("lists only the children of open sections, with level, place among siblings and parent", () => {
    const sections = tree([2, 3]);
    const entries = outlineEntries(sections, new Set(["s2"]));
    expect(
      entries.map((entry) => [entry.section.oz, entry.depth, entry.position, entry.siblings, entry.parent]),
    ).toEqual([
      ["1", 0, 1, 2, -1],
      ["2", 0, 2, 2, -1],
      ["2.1", 1, 1, 3, 1],
      ["2.2", 1, 2, 3, 1],
      ["2.3", 1, 3, 3, 1],
    ]);
  });

  it("moves, opens, closes and jumps with the keys of a tree", () => {
    const sections = tree([2, 3]);
    const entries = outlineEntries(sections, new Set(["s2"]));
    expect(outlineKey("ArrowDown", entries, 0)).toEqual({ kind: "focus", index: 1 });
    expect(outlineKey("ArrowDown", entries, 4)).toEqual({ kind: "focus", index: 4 });
    expect(outlineKey("ArrowUp", entries, 0)).toEqual({ kind: "focus", index: 0 });
    expect(outlineKey("End", entries, 0)).toEqual({ kind: "focus", index: 4 });
    expect(outlineKey("ArrowRight", entries, 0)).toEqual({ kind: "expand", key: "s1" });
    expect(outlineKey("ArrowRight", entries, 1)).toEqual({ kind: "focus", index: 2 });
    expect(outlineKey("ArrowLeft", entries, 1)).toEqual({ kind: "collapse", key: "s2" });
    expect(outlineKey("ArrowLeft", entries, 3)).toEqual({ kind: "focus", index: 1 });
    expect(outlineKey("Enter", entries, 3)).toEqual({ kind: "jump", index: 3 });
    expect(outlineKey("a", entries, 3)).toBeNull();
  });
});

const texts = viewerTexts.de;

function renderTree(sections: ViewSection[], onJump = vi.fn()) {
  render(
    <SectionTree
      sections={sections}
      lang="de"
      texts={texts}
      currency="EUR"
      priced={false}
      onJump={onJump}
      open
      onToggle={() => {}}
    />,
  );
  return onJump;
}

describe("outline on screen", () => {
  it("puts a bounded number of lines into the page, however many sections the LV has", () => {
    // 38 Lose with four levels below each: 12,958 sections, the 50 MB benchmark file's outline.
    renderTree(tree([38, 4, 4, 4, 4]));
    const lines = screen.getAllByRole("treeitem");
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual(OPEN_OUTLINE_LINES);
    expect(document.getElementsByTagName("*").length).toBeLessThan(400);
  });

  it("draws a long outline only near its visible part, and a short one whole", async () => {
    renderTree(tree([2000]));
    const drawn = screen.getAllByRole("treeitem").length;
    // 600 px of 56 px lines and a few more on each side.
    expect(drawn).toBeGreaterThan(10);
    expect(drawn).toBeLessThan(30);
    expect(screen.getAllByRole("treeitem")[0]?.getAttribute("aria-setsize")).toBe("2000");
    // Scrolled far from the current line, the tree is still entered with Tab: at the first line drawn.
    const box = document.querySelector(".lv-tree__scroll") as HTMLElement;
    box.scrollTop = 56 * 1000;
    fireEvent.scroll(box);
    await waitFor(() => expect(screen.queryByRole("treeitem", { name: /Abschnitt 1(?![.\d])/ })).toBeNull());
    const tabbable = screen.getAllByRole("treeitem").filter((line) => line.tabIndex === 0);
    expect(tabbable).toHaveLength(1);
    expect(Number(tabbable[0]?.getAttribute("aria-posinset"))).toBeGreaterThan(950);
    cleanup();
    renderTree(tree([WHOLE_OUTLINE_LINES]));
    expect(screen.getAllByRole("treeitem")).toHaveLength(WHOLE_OUTLINE_LINES);
  });

  it("jumps to a section when its line is chosen, opens it, and tells levels and state to screen readers", () => {
    const onJump = renderTree(tree([38, 4]));
    const first = screen.getByRole("treeitem", { name: /Abschnitt 1(?![.\d])/ });
    expect(first.getAttribute("aria-level")).toBe("1");
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(first.getAttribute("aria-setsize")).toBe("38");
    expect(first.tabIndex).toBe(0);
    fireEvent.click(first);
    expect(onJump).toHaveBeenCalledWith(0);
    expect(screen.getByRole("treeitem", { name: /Abschnitt 1(?![.\d])/ }).getAttribute("aria-expanded")).toBe(
      "true",
    );
    const child = screen.getByRole("treeitem", { name: /Abschnitt 1\.2(?![.\d])/ });
    expect(child.getAttribute("aria-level")).toBe("2");
    fireEvent.keyDown(child, { key: "Enter" });
    expect(onJump).toHaveBeenLastCalledWith(2);
  });
});

describe("title facts", () => {
  it("shows a bounded number of a group's facts and the rest on demand", () => {
    const facts: ViewFact[] = Array.from({ length: 1000 }, (_, index) => ({
      group: "changeOrder",
      label: `Nachtrag ${index + 1}`,
      value: "beauftragt",
    }));
    render(<Facts facts={facts} texts={texts} lang="de" />);
    expect(screen.getAllByText(/^Nachtrag \d+$/)).toHaveLength(FACTS_SHOWN);
    fireEvent.click(screen.getByRole("button", { name: "Weitere 96 Angaben zeigen" }));
    expect(screen.getAllByText(/^Nachtrag \d+$/)).toHaveLength(FACTS_SHOWN * 5);
  });
});
