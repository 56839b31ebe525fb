import { describe, expect, it } from "vitest";
import { readRtf } from "../src/gaeb2000/rtf.js";
import { base64FromHex } from "../src/gaeb2000/rtf-picture.js";
import { MAX_PICTURE_CHARS } from "../src/limits.js";

const PNG_1X1 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const PNG_HEX = Buffer.from(PNG_1X1, "base64").toString("hex");

describe("pictures in GAEB 2000 RTF", () => {
  it("turns hex bytes into the same base64 Node writes, for every length modulo 3", () => {
    for (const hex of ["", "ff", "ffd8", "ffd8ff", "00010203040506", PNG_HEX]) {
      expect(base64FromHex(hex), hex).toBe(Buffer.from(hex, "hex").toString("base64"));
    }
  });

  it("keeps Word's PNG from \\shppict, not its metafile copy, with the intended width, between the text", () => {
    const wrapped = PNG_HEX.replace(/(.{32})/g, "$1\r\n");
    const text = readRtf(
      `{\\rtf1 Vor dem Bild {\\*\\shppict{\\pict{\\*\\picprop{\\sp{\\sn x}{\\sv 1}}}\\picw26\\pich26\\picwgoal1500\\pichgoal1500\\pngblip{\\*\\blipuid 0123abcd}${wrapped}}}` +
        `{\\nonshppict{\\pict\\wmetafile8\\picwgoal1500 0100090000}}nach dem Bild\\par}`,
    );
    expect(text).toEqual([
      {
        type: "paragraph",
        inlines: [
          { type: "text", text: "Vor dem Bild " },
          { type: "image", mime: "image/png", data: PNG_1X1, width: 100 },
          { type: "text", text: "nach dem Bild" },
        ],
      },
    ]);
  });

  it("reads a bare \\pict JPEG, scaled, and leaves metafiles, damaged and oversized pictures as placeholders", () => {
    const jpeg = readRtf(`{\\rtf1{\\pict\\jpegblip\\picwgoal3000\\picscalex50 ffd8ffe000104a464946ffd9}}`);
    expect(jpeg).toEqual([
      {
        type: "paragraph",
        inlines: [{ type: "image", mime: "image/jpeg", data: "/9j/4AAQSkZJRv/Z", width: 100 }],
      },
    ]);
    const placeholders = readRtf(
      `{\\rtf1{\\pict\\wmetafile8 0100}{\\pict\\pngblip 0g}{\\pict\\pngblip ${"00".repeat((MAX_PICTURE_CHARS / 4) * 3 + 1)}} Text}`,
    );
    expect(placeholders).toEqual([
      {
        type: "paragraph",
        inlines: [{ type: "image" }, { type: "image" }, { type: "image" }, { type: "text", text: " Text" }],
      },
    ]);
  });
});
