import { describe, expect, it } from "vitest";
import { allPagePaths, alternatePath, normalizePath, resolvePath } from "./routes";

describe("resolvePath", () => {
  it("serves the German home at / and /de/", () => {
    expect(resolvePath("/")).toMatchObject({ kind: "page", lang: "de", page: "home" });
    expect(resolvePath("/de/")).toMatchObject({ kind: "page", lang: "de", page: "home" });
    expect(resolvePath("/de")).toMatchObject({ kind: "page", lang: "de", page: "home", path: "/de/" });
  });

  it("maps every localized path to its page", () => {
    expect(resolvePath("/de/gaeb-nach-excel")).toMatchObject({ page: "converter", lang: "de" });
    expect(resolvePath("/en/converter/")).toMatchObject({
      page: "converter",
      lang: "en",
      path: "/en/converter",
    });
    expect(resolvePath("/de/nutzungsbedingungen")).toMatchObject({ page: "terms", lang: "de" });
    expect(resolvePath("/en/impressum")).toMatchObject({ page: "imprint", lang: "en" });
    expect(resolvePath("/de/excel-nach-x84")).toMatchObject({ page: "offer", lang: "de" });
    expect(resolvePath("/en/excel-to-x84/")).toMatchObject({ page: "offer", path: "/en/excel-to-x84" });
    expect(resolvePath("/de/preisspiegel")).toMatchObject({ page: "compare", lang: "de" });
    expect(resolvePath("/en/price-comparison")).toMatchObject({ page: "compare", lang: "en" });
    expect(resolvePath("/de/gaeb-viewer")).toMatchObject({ page: "viewer", lang: "de" });
    expect(resolvePath("/en/gaeb-viewer/")).toMatchObject({ page: "viewer", path: "/en/gaeb-viewer" });
    expect(resolvePath("/de/abrechnung")).toMatchObject({ page: "billing", lang: "de" });
    expect(resolvePath("/en/billing/")).toMatchObject({ page: "billing", path: "/en/billing" });
    expect(resolvePath("/de/excel-nach-gaeb")).toMatchObject({ page: "import", lang: "de" });
    expect(resolvePath("/en/excel-to-gaeb/")).toMatchObject({ page: "import", path: "/en/excel-to-gaeb" });
    expect(alternatePath("/de/excel-nach-gaeb", "en")).toBe("/en/excel-to-gaeb");
  });

  it("redirects paths outside / , /de/ and /en/ to the home page", () => {
    expect(resolvePath("/converter")).toEqual({ kind: "redirect", to: "/" });
    expect(resolvePath("/fr/")).toEqual({ kind: "redirect", to: "/" });
    expect(resolvePath("/english")).toEqual({ kind: "redirect", to: "/" });
  });

  it("shows the 404 page for unknown paths inside a language", () => {
    expect(resolvePath("/de/gibt-es-nicht")).toEqual({
      kind: "not-found",
      lang: "de",
      path: "/de/gibt-es-nicht",
    });
    expect(resolvePath("/en/converter/extra")).toMatchObject({ kind: "not-found", lang: "en" });
    expect(resolvePath("/en/gaeb-nach-excel")).toMatchObject({ kind: "not-found", lang: "en" });
  });

  it("resolves blog slugs per language, the alias, and sends unknown slugs to the list", () => {
    expect(resolvePath("/de/blog/was-ist-gaeb")).toMatchObject({ page: "post", post: "what-is-gaeb" });
    expect(resolvePath("/en/blog/convert-gaeb-to-excel")).toMatchObject({
      page: "post",
      post: "how-to-convert",
    });
    expect(resolvePath("/de/blog/convert-gaeb-to-excel")).toEqual({ kind: "redirect", to: "/de/blog" });
    expect(resolvePath("/en/blog/was-ist-gaeb")).toEqual({ kind: "redirect", to: "/en/blog" });
  });
});

describe("alternatePath", () => {
  it("follows the mapping table in both directions", () => {
    expect(alternatePath("/", "en")).toBe("/en/");
    expect(alternatePath("/de/", "en")).toBe("/en/");
    expect(alternatePath("/en/", "de")).toBe("/");
    expect(alternatePath("/de/gaeb-nach-excel", "en")).toBe("/en/converter");
    expect(alternatePath("/en/privacy", "de")).toBe("/de/datenschutz");
    expect(alternatePath("/de/excel-nach-x84", "en")).toBe("/en/excel-to-x84");
    expect(alternatePath("/en/price-comparison", "de")).toBe("/de/preisspiegel");
    expect(alternatePath("/de/gaeb-viewer", "en")).toBe("/en/gaeb-viewer");
    expect(alternatePath("/en/blog/convert-gaeb-to-excel", "de")).toBe("/de/blog/gaeb-in-excel-umwandeln");
    expect(alternatePath("/de/blog/preisspiegel-erstellen-mit-gaeb-konverter", "en")).toBe(
      "/en/blog/create-price-comparison-with-gaeb-converter",
    );
  });

  it("falls back to the other language's home where a path has no counterpart", () => {
    expect(alternatePath("/en/nothing-here", "de")).toBe("/");
    expect(alternatePath("/de/nichts", "en")).toBe("/en/");
  });
});

describe("allPagePaths", () => {
  it("lists each page once per language plus / and the alias", () => {
    const paths = allPagePaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(1 + 2 * (14 + 3) + 1);
    for (const path of paths) expect(resolvePath(path).kind).toBe("page");
  });

  it("normalizes trailing slashes", () => {
    expect(normalizePath("/en/faq/")).toBe("/en/faq");
    expect(normalizePath("/en")).toBe("/en/");
  });
});
