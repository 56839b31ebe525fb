import { describe, expect, it } from "vitest";
import * as library from "../src/index.js";
import { bytes, gaebXml, item } from "./support/gaeb.js";

const { convertToXlsx, detectFormat, formatIssue, readGaeb, sniffGaeb, viewGaeb } = library;
const good = gaebXml({ body: `<Itemlist>${item("10", "<Qty>2</Qty><UP>3.5</UP>")}</Itemlist>` });

/** Calls a public function with anything a JavaScript caller could pass; a throw fails the test with the case. */
function neverThrows<T>(label: string, call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw new Error(`${label} threw: ${String(error)}`);
  }
}

describe("the public entry points never throw", () => {
  it("read a Uint8Array view with an offset, a Node Buffer and an ArrayBuffer like the plain bytes", () => {
    const plain = bytes(good);
    const padded = new Uint8Array(plain.length + 17);
    padded.set(plain, 11);
    const view = padded.subarray(11, 11 + plain.length);
    const shared = new SharedArrayBuffer(plain.length);
    new Uint8Array(shared).set(plain);
    const variants = {
      view,
      buffer: Buffer.from(good),
      arrayBuffer: plain.slice().buffer,
      int8: new Int8Array(plain.slice().buffer),
      shared: new Uint8Array(shared),
    };
    for (const [label, input] of Object.entries(variants)) {
      const result = neverThrows(label, () => readGaeb({ name: "a.x83", bytes: input as Uint8Array }));
      expect(result.ok, label).toBe(true);
      if (result.ok) expect(result.value.boq?.body[0]).toMatchObject({ oz: "0010" });
      expect(detectFormat(input as Uint8Array), label).toBe("gaeb-xml");
      expect(sniffGaeb("a.x83", input as Uint8Array), label).toMatchObject({ ok: true, phase: "83" });
    }
  });

  it("answer arguments of the wrong kind with input_invalid, naming the argument", () => {
    const odd: unknown[] = [
      undefined,
      null,
      42,
      "text",
      [1, 2, 3],
      {},
      { name: "a.x83" },
      { bytes: bytes(good) },
    ];
    for (const [i, value] of odd.entries()) {
      const read = neverThrows(`readGaeb #${i}`, () => readGaeb(value as never));
      expect(read.ok).toBe(false);
      expect(read.issues[0]?.code, `readGaeb #${i}`).toBe("input_invalid");
      const converted = neverThrows(`convertToXlsx #${i}`, () => convertToXlsx([value as never]));
      expect(converted.issues[0]?.code).toBe("input_invalid");
      expect(neverThrows(`convertToXlsx(value) #${i}`, () => convertToXlsx(value as never)).ok).toBe(false);
      expect(neverThrows(`sniffGaeb #${i}`, () => sniffGaeb("a.x83", value as never)).ok).toBe(false);
      const viewed = neverThrows(`viewGaeb #${i}`, () => viewGaeb(value as never, { lang: "de" }));
      expect([viewed.ok, viewed.issues[0]?.code], `viewGaeb #${i}`).toEqual([false, "input_invalid"]);
      const options = neverThrows(`viewGaeb options #${i}`, () =>
        viewGaeb({ name: "a.x83", bytes: bytes(good) }, value as never),
      );
      // No options or an object without a language mean German; anything else is refused, never thrown on.
      expect(options.ok, `viewGaeb options #${i}`).toBe(value === undefined || typeof value === "object");
      expect(neverThrows(`detectFormat #${i}`, () => detectFormat(value as never))).toBeUndefined();
    }
  });

  it("answer invalid options with input_invalid and a base that is not a file likewise", () => {
    const input = [{ name: "a.x83", bytes: bytes(good) }];
    const options: unknown[] = [
      { lang: "fr" },
      { longText: "yes" },
      { base: 7 },
      { base: { name: 1 } },
      "de",
      5,
    ];
    for (const [i, value] of options.entries()) {
      const result = neverThrows(`options #${i}`, () => convertToXlsx(input, value as never));
      expect(result.ok, `options #${i}`).toBe(false);
      expect(result.issues.map((issue) => issue.code)).toEqual(["input_invalid"]);
    }
    expect(convertToXlsx(input, null as never).ok).toBe(true);
    expect(convertToXlsx(input, { lang: undefined } as never).ok).toBe(true);
  });

  it("refuse odd encodings with an issue and read UTF-16 with or without a byte order mark", () => {
    const utf16 = (littleEndian: boolean, bom: boolean) => {
      const text = `${bom ? "\uFEFF" : ""}${good.replace('encoding="UTF-8"', 'encoding="UTF-16"')}`;
      const out = new Uint8Array(text.length * 2);
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        out[i * 2 + (littleEndian ? 0 : 1)] = code & 0xff;
        out[i * 2 + (littleEndian ? 1 : 0)] = code >> 8;
      }
      return out;
    };
    for (const [label, input] of Object.entries({
      le: utf16(true, false),
      be: utf16(false, false),
      leBom: utf16(true, true),
      beBom: utf16(false, true),
    })) {
      const result = neverThrows(label, () => readGaeb({ name: "u.x83", bytes: input }));
      expect(result.ok, label).toBe(true);
      expect(sniffGaeb("u.x83", input), label).toMatchObject({ ok: true, version: "3.3", phase: "83" });
    }
    const ebcdic = bytes(good.replace('encoding="UTF-8"', 'encoding="EBCDIC-CP-US"'));
    expect(readGaeb({ name: "e.x83", bytes: ebcdic }).issues[0]?.code).toBe("encoding_unsupported");
    expect(sniffGaeb("e.x83", ebcdic)).toMatchObject({ ok: false, issue: { code: "encoding_unsupported" } });
  });

  it("format any issue, even with an unknown locale or code, and name internal errors in both languages", () => {
    const issue = { code: "internal_error", severity: "error", params: { detail: "RangeError: x" } } as const;
    expect(formatIssue(issue, "en")).toContain("An unexpected error stopped the conversion (RangeError: x)");
    expect(formatIssue(issue, "de")).toContain("Ein unerwarteter Fehler");
    expect(formatIssue(issue, "fr" as never)).toBe(formatIssue(issue, "de"));
    expect(formatIssue({ code: "no_such_code" as never, severity: "error" }, "en")).toBe("no_such_code");
  });

  it("turn an exception nobody foresaw into an internal_error issue", () => {
    // A getter that throws stands for any bug below the entry point: it fires while the file is being read.
    const hostile = new Uint8Array(bytes(good));
    Object.defineProperty(hostile, "length", {
      get() {
        throw new RangeError("Invalid string length");
      },
    });
    const result = neverThrows("hostile", () => convertToXlsx([{ name: "h.x83", bytes: hostile }]));
    expect(result.ok).toBe(false);
    expect(result.issues).toEqual([
      {
        code: "internal_error",
        severity: "error",
        file: "h.x83",
        params: { detail: "RangeError: Invalid string length" },
      },
    ]);
    expect(neverThrows("sniff", () => sniffGaeb("h.x83", hostile))).toMatchObject({
      ok: false,
      issue: { code: "internal_error" },
    });
  });
});
