import { describe, expect, it } from "vitest";
import { available, differences, LAYOUT_TWINS, read, TWINS, view } from "./support/twins.js";

describe.runIf(available)("twins: one LV as DA XML, GAEB 2000 and GAEB 90 reads to one model", () => {
  it.each(TWINS)("%s and %s differ only where the files do", (xml, older, documented) => {
    const [a, b] = [read(xml), read(older)];
    const layout = LAYOUT_TWINS.has(older);
    const found = differences(
      { phase: a.source.phase, ...(view(a, layout) as object) },
      { phase: b.source.phase, ...(view(b, layout) as object) },
    );
    const unique = [...new Set(found)];
    expect(unique.filter((path) => !(path in documented))).toEqual([]);
    expect(Object.keys(documented).filter((path) => !unique.includes(path))).toEqual([]);
  });
});
