import { encodeBase64 } from "../base64.js";
import { MAX_PICTURE_CHARS } from "../limits.js";
import type { Picture, PictureType } from "../model.js";
import { pictureTypeOf } from "../picture-type.js";

/*
 * A picture in a GAEB 2000 RTF text (`{\pict\jpegblip\picwgoal2880 ffd8ffe0…}`): its bytes are written as hex.
 * JPEG and PNG become the model's base64 pictures, as DA XML carries them; Windows metafiles and bitmaps (which a
 * browser cannot show and DA XML cannot carry) stay a placeholder, as does a picture beyond the reader's bound.
 */

const BLIP_TYPES: Readonly<Record<string, PictureType>> = { jpegblip: "image/jpeg", pngblip: "image/png" };
/** Hex characters of one picture: two per byte, as many bytes as the base64 bound allows. */
const MAX_HEX_CHARS = (MAX_PICTURE_CHARS / 4) * 3 * 2;
/** RTF measures the intended size in twips; a CSS pixel is 15 of them. */
const TWIPS_PER_PIXEL = 15;

export class RtfPicture {
  private mime: PictureType | undefined;
  private other = false;
  private readonly hexParts: string[] = [];
  private hexLength = 0;
  private tooLarge = false;
  private goalWidth = 0;
  private scaleX = 100;

  /** A control word inside `\pict`; false when it is not about the picture. */
  word(word: string, param: string | undefined): boolean {
    const blip = BLIP_TYPES[word];
    if (blip) this.mime = blip;
    else if (/^(wmetafile|emfblip|macpict|dibitmap|wbitmap|pmmetafile)$/.test(word)) this.other = true;
    else if (word === "picwgoal") this.goalWidth = Number(param ?? 0);
    else if (word === "picscalex") this.scaleX = Number(param ?? 100);
    else return false;
    return true;
  }

  hex(text: string): void {
    if (this.tooLarge) return;
    const compact = text.replace(/\s+/g, "");
    this.hexLength += compact.length;
    if (this.hexLength > MAX_HEX_CHARS) {
      this.tooLarge = true;
      this.hexParts.length = 0;
      return;
    }
    this.hexParts.push(compact);
  }

  finish(): Picture {
    const picture: Picture = { type: "image" };
    const width = Math.round(((this.goalWidth / TWIPS_PER_PIXEL) * this.scaleX) / 100);
    if (Number.isFinite(width) && width > 0 && width < 100_000) picture.width = width;
    if (!this.mime || this.other || this.tooLarge) return picture;
    const hex = this.hexParts.join("");
    if (hex === "" || hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return picture;
    // The bytes decide the type, not the keyword: a PNG called a JPEG is a PNG, bytes of neither are no picture.
    const data = base64FromHex(hex);
    const mime = pictureTypeOf(data);
    if (mime === undefined) return picture;
    picture.mime = mime;
    picture.data = data;
    return picture;
  }
}

/** Base64 of the bytes a hex text spells. */
export function base64FromHex(hex: string): string {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return encodeBase64(bytes);
}
