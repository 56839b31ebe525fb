import type { Issue } from "../issues.js";
import { MAX_PICTURE_CHARS, MAX_PICTURES_CHARS } from "../limits.js";
import type { Picture, PictureType } from "../model.js";
import { pictureTypeOf } from "../picture-type.js";
import { ownText } from "../text/own.js";
import type { XmlElement } from "./tree.js";

/*
 * Embedded pictures (`<image Type="image/jpeg" Encoding="base64">…</image>` in a long text). Their base64 text is
 * the bulk of a file that has them, so it is kept compact (no line breaks) and bounded while it streams in: one
 * picture up to MAX_PICTURE_CHARS, all pictures of a file up to MAX_PICTURES_CHARS. Beyond that a picture keeps its
 * name and becomes a placeholder, with a warning that says so.
 */

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** `width="320"` or `width="320px"`; a share (`50%`) or another unit is not a pixel width. */
const PIXEL_WIDTH = /^\s*(\d{1,5})\s*(?:px)?\s*$/i;

/** Collects the base64 text of the picture being read, within the bounds, and reports what it had to leave out. */
export class PictureText {
  private total = 0;
  private current = 0;
  private dropped: "too_large" | "too_many" | undefined;
  private warnedTooMany = false;

  constructor(private readonly issues: Issue[]) {}

  start(): void {
    this.current = 0;
    this.dropped = undefined;
  }

  /** Adds a piece of the open picture's text to it; whitespace is layout in base64. */
  add(picture: XmlElement, text: string): void {
    if (this.dropped) return;
    const compact = /\s/.test(text) ? text.replace(/\s+/g, "") : text;
    if (compact === "") return;
    this.current += compact.length;
    this.total += compact.length;
    if (this.current > MAX_PICTURE_CHARS || this.total > MAX_PICTURES_CHARS) {
      this.dropped = this.current > MAX_PICTURE_CHARS ? "too_large" : "too_many";
      this.total -= this.current;
      picture.children.length = 0;
      return;
    }
    const children = picture.children;
    if (typeof children[0] === "string") children[0] += compact;
    else children.push(compact);
  }

  end(picture: XmlElement): void {
    const at = { line: picture.line, column: picture.column };
    const name = picture.attributes.Name ?? picture.attributes.name;
    if (this.dropped === "too_large") {
      this.issues.push({
        code: "picture_too_large",
        severity: "warning",
        ...at,
        params: { name: name ?? "", limit: (MAX_PICTURE_CHARS * 3) / 4 / 1024 / 1024 },
      });
    } else if (this.dropped === "too_many" && !this.warnedTooMany) {
      this.warnedTooMany = true;
      this.issues.push({
        code: "pictures_too_many",
        severity: "warning",
        ...at,
        params: { limit: (MAX_PICTURES_CHARS * 3) / 4 / 1024 / 1024 },
      });
    } else if (!this.dropped && picture.children.length > 0 && pictureData(picture) === undefined) {
      this.total -= this.current;
      this.issues.push({ code: "picture_damaged", severity: "warning", ...at, params: { name: name ?? "" } });
    }
    this.start();
  }
}

/**
 * The base64 text of a picture element and its type when it is one the model can carry: valid base64 whose bytes
 * are a PNG, JPEG or GIF, whatever its `Type` says.
 */
function pictureData(picture: XmlElement): { data: string; mime: PictureType } | undefined {
  const encoding = picture.attributes.Encoding;
  if (encoding !== undefined && encoding !== "base64") return undefined;
  let data = "";
  for (const node of picture.children) if (typeof node === "string") data += node;
  data = data.replace(/\s+/g, "");
  if (data === "" || data.length % 4 === 1 || !BASE64.test(data)) return undefined;
  const mime = pictureTypeOf(data);
  if (mime === undefined) return undefined;
  // Some writers leave out the padding; the model carries it, as a data URL and the other readers expect it.
  return { data: data.length % 4 === 0 ? data : data.padEnd(data.length + 4 - (data.length % 4), "="), mime };
}

/** A picture of the model from its element: its data when usable, its name and pixel width when stated. */
export function readPicture(element: XmlElement): Picture {
  const picture: Picture = { type: "image" };
  const name = element.attributes.Name ?? element.attributes.name;
  if (name) picture.name = ownText(name);
  const usable = pictureData(element);
  if (usable !== undefined) {
    picture.mime = usable.mime;
    picture.data = ownText(usable.data);
  }
  const width = PIXEL_WIDTH.exec(element.attributes.width ?? "");
  if (width && Number(width[1]) > 0) picture.width = Number(width[1]);
  return picture;
}
