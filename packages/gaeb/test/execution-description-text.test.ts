import { describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import type { Section, TextEntry } from "../src/model.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";

function descriptions(perfDescr: string): TextEntry[] {
  const body = category("1", "Titel", `<Itemlist>${perfDescr}${item("10", "")}</Itemlist>`);
  const result = readGaeb({ name: "t.x83", bytes: bytes(gaebXml({ body, breakdown: "" })) });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  const section = result.value.boq?.body[0] as Section | undefined;
  if (!section) throw new Error("no section read");
  return section.children.filter((e): e is TextEntry => e.kind === "executionDescription");
}

describe("execution descriptions (PerfDescr) without text", () => {
  it("hold no empty text runs: no text gives an empty long text, a short text alone its paragraph", () => {
    const [empty, outlineOnly] = descriptions(
      "<PerfDescr><PerfNo>1</PerfNo><PerfLbl>Anstrich</PerfLbl><Description><CompleteText/></Description></PerfDescr>" +
        "<PerfDescr><PerfNo>2</PerfNo><Description><CompleteText><OutlineText><OutlTxt><TextOutlTxt><p>Nur kurz</p></TextOutlTxt></OutlTxt></OutlineText></CompleteText></Description></PerfDescr>",
    );
    expect(empty).toMatchObject({ number: "1", shortText: "Anstrich", longText: [] });
    expect(outlineOnly).toMatchObject({
      number: "2",
      shortText: "Nur kurz",
      longText: [{ type: "paragraph", inlines: [{ type: "text", text: "Nur kurz" }] }],
    });
  });
});
