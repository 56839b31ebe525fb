import { describe, expect, it } from "vitest";
import { ISSUE_CODES } from "../src/issues.js";
import { formatIssue, MESSAGES } from "../src/messages/index.js";

describe("messages", () => {
  it("German and English cover every issue code with a real sentence", () => {
    for (const code of ISSUE_CODES) {
      for (const locale of ["de", "en"] as const) {
        const text = MESSAGES[locale][code]({
          detail: "x",
          limit: 1,
          root: "r",
          phase: "84",
          value: "v",
          version: "9",
        });
        expect(text.length, `${locale}/${code}`).toBeGreaterThan(15);
      }
      expect(MESSAGES.de[code]({})).not.toBe(MESSAGES.en[code]({}));
    }
  });

  it("names file, line, column and item", () => {
    const issue = {
      code: "xml_malformed",
      severity: "error",
      file: "a.x83",
      line: 3,
      column: 7,
      params: { detail: "unclosed tag" },
    } as const;
    expect(formatIssue(issue, "en")).toMatch(/^a\.x83, line 3, column 7: The XML is broken: unclosed tag\./);
    const classified = { ...issue, params: { detail: "unclosed tag", reason: "unclosed_tag" } };
    expect(formatIssue(classified, "en")).toContain(
      "The XML is broken: an element is never closed (the file ends too early).",
    );
    expect(formatIssue(classified, "de")).toMatch(
      /^a\.x83, Zeile 3, Spalte 7: Das XML ist fehlerhaft: ein Element wird nie geschlossen/,
    );
    expect(
      formatIssue(
        { code: "base_item_missing", severity: "warning", path: "01.0010", params: { oz: "01.0010" } },
        "de",
      ),
    ).toContain("Position 01.0010");
  });
});
