import type { Picture } from "gaeb2xlsx";
import { describe, expect, it } from "vitest";
import { pictureSize, shownPicture } from "./picture";

const base64 = (bytes: number[]) => Buffer.from(bytes).toString("base64");
const be16 = (value: number) => [value >> 8, value & 0xff];
const be32 = (value: number) => [...be16(value >>> 16), ...be16(value & 0xffff)];

/** A PNG's signature and IHDR chunk: all the header a size needs. */
const png = (width: number, height: number) =>
  base64([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    13,
    0x49,
    0x48,
    0x44,
    0x52,
    ...be32(width),
    ...be32(height),
    8,
    2,
    0,
    0,
    0,
  ]);

const gif = (width: number, height: number) =>
  base64([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, width & 0xff, width >> 8, height & 0xff, height >> 8, 0, 0, 0]);

/** SOI, an APP1 (EXIF-like) segment of `padding` bytes and a comment before the frame header, as cameras write. */
function jpeg(width: number, height: number, padding = 300): string {
  const app1 = [0xff, 0xe1, ...be16(padding + 2), ...new Array(padding).fill(0x2a)];
  const comment = [0xff, 0xfe, ...be16(7), 0x68, 0x65, 0x6c, 0x6c, 0x6f];
  const frame = [
    0xff,
    0xc2,
    ...be16(17),
    8,
    ...be16(height),
    ...be16(width),
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ];
  return base64([0xff, 0xd8, ...app1, ...comment, 0xff, 0xff, ...frame, 0xff, 0xd9]);
}

describe("pictureSize", () => {
  it("reads the pixel size from a PNG, GIF and JPEG header", () => {
    expect(pictureSize("image/png", png(1024, 3000))).toEqual({ width: 1024, height: 3000 });
    expect(pictureSize("image/gif", gif(300, 2))).toEqual({ width: 300, height: 2 });
    // Every offset of the frame header within a group of base64 characters.
    for (const padding of [300, 301, 302, 65_000])
      expect(pictureSize("image/jpeg", jpeg(640, 480, padding))).toEqual({ width: 640, height: 480 });
  });

  it("knows no size for data that is not what its type says", () => {
    expect(pictureSize("image/png", gif(3, 3))).toBeNull();
    expect(pictureSize("image/jpeg", png(3, 3))).toBeNull();
    expect(pictureSize("image/gif", base64([0x47, 0x49, 0x46]))).toBeNull();
    expect(pictureSize("image/jpeg", base64([0xff, 0xd8, 0xff, 0xe0, 0, 40]))).toBeNull();
  });
});

describe("shownPicture", () => {
  it("makes a data URL of an allowed type, sized by the file's width in the picture's proportions", () => {
    const data = png(800, 600);
    expect(shownPicture({ type: "image", mime: "image/png", data })).toEqual({
      src: `data:image/png;base64,${data}`,
      size: { width: 800, height: 600 },
    });
    expect(shownPicture({ type: "image", mime: "image/png", data, width: 320 })?.size).toEqual({
      width: 320,
      height: 240,
    });
  });

  it("shows nothing from a type or data outside what GAEB allows, whatever the model says", () => {
    const data = png(8, 8);
    const refused: Picture[] = [
      { type: "image", name: "a.png", data },
      { type: "image", mime: "image/png" },
      { type: "image", mime: "image/svg+xml" as "image/png", data: btoa("<svg onload='alert(1)'/>") },
      { type: "image", mime: "text/html;base64,PHNjcmlwdD4=" as "image/png", data },
      { type: "image", mime: "image/png", data: `${data.slice(0, 8)}"><script>` },
      { type: "image", mime: "image/png", data: `${data} ` },
    ];
    for (const picture of refused) expect(shownPicture(picture)).toBeNull();
  });

  it("shows a picture whose size it cannot read, leaving its box to the browser", () => {
    expect(shownPicture({ type: "image", mime: "image/jpeg", data: "AAAA" })).toEqual({
      src: "data:image/jpeg;base64,AAAA",
      size: null,
    });
  });
});
