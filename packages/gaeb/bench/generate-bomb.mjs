// Workbook bombs for the benchmark and the tests: small xlsx files whose sheets unpack to hundreds of megabytes.
import { constants, crc32, deflateRawSync } from "node:zlib";
import { strFromU8, strToU8, unzipSync } from "fflate";

/**
 * A sheet of a bomb: `name`, `bytes` it unpacks to (rows of number cells), `declared` the size its zip entry states
 * (default the true one; a smaller one is a lie only unpacking finds), `replaces` the name of a sheet it takes the
 * place of instead of being added.
 * @typedef {{ name: string, bytes: number, declared?: number, replaces?: string }} BombSheet
 */

const HEADER =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const FOOTER = "</sheetData></worksheet>";
const ROW = "<row><c><v>1234.5</v></c><c><v>2</v></c><c><v>3</v></c><c><v>4</v></c></row>";
const CHUNK = strToU8(ROW.repeat(Math.floor((1 << 20) / ROW.length)));

/** A part deflated as a zip entry wants it. */
export function packed(name, text) {
  return { name, data: deflateRawSync(text), crc: crc32(text), size: text.length };
}

/**
 * The sheet's deflate stream without deflating its megabytes: one megabyte of rows is deflated once with a full
 * flush, which makes the piece stand alone, and repeated; the test stays light however large the sheet unpacks.
 */
function bombPart(name, bytes) {
  const segment = deflateRawSync(CHUNK, { finishFlush: constants.Z_FULL_FLUSH });
  const head = strToU8(HEADER);
  const foot = strToU8(FOOTER);
  const repeats = Math.max(1, Math.ceil((bytes - head.length - foot.length) / CHUNK.length));
  const pieces = [deflateRawSync(head, { finishFlush: constants.Z_FULL_FLUSH })];
  let crc = crc32(head);
  for (let i = 0; i < repeats; i++) {
    pieces.push(segment);
    crc = crc32(CHUNK, crc);
  }
  pieces.push(deflateRawSync(foot));
  crc = crc32(foot, crc);
  return { name, data: concat(pieces), crc, size: head.length + repeats * CHUNK.length + foot.length };
}

function concat(pieces) {
  const out = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

/** A plain zip (no zip64) of the parts, stating `declared` sizes where given. */
export function zip(parts) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const part of parts) {
    const name = strToU8(part.name);
    const size = part.declared ?? part.size;
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(8, 8, true);
    local.setUint32(14, part.crc >>> 0, true);
    local.setUint32(18, part.data.length, true);
    local.setUint32(22, size, true);
    local.setUint16(26, name.length, true);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint16(10, 8, true);
    central.setUint32(16, part.crc >>> 0, true);
    central.setUint32(20, part.data.length, true);
    central.setUint32(24, size, true);
    central.setUint16(28, name.length, true);
    central.setUint32(42, offset, true);
    locals.push(new Uint8Array(local.buffer), name, part.data);
    centrals.push(new Uint8Array(central.buffer), name);
    offset += 30 + name.length + part.data.length;
  }
  const directory = concat(centrals);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, parts.length, true);
  end.setUint16(10, parts.length, true);
  end.setUint32(12, directory.length, true);
  end.setUint32(16, offset, true);
  return concat([...locals, directory, new Uint8Array(end.buffer)]);
}

/**
 * A workbook bomb: a real workbook with sheets added (or one replaced) that unpack to hundreds of megabytes while
 * the file stays a megabyte or two, like the one of the issue (1.7 MB, two sheets of 250 MB).
 */
/**
 * @param {Uint8Array} workbook
 * @param {readonly BombSheet[]} sheets
 * @returns {Uint8Array}
 */
export function workbookBomb(workbook, sheets) {
  const files = unzipSync(workbook);
  let book = strFromU8(files["xl/workbook.xml"] ?? new Uint8Array());
  let rels = strFromU8(files["xl/_rels/workbook.xml.rels"] ?? new Uint8Array());
  let types = strFromU8(files["[Content_Types].xml"] ?? new Uint8Array());
  const bombs = [];
  sheets.forEach((sheet, i) => {
    let part = `xl/worksheets/bomb${i + 1}.xml`;
    if (sheet.replaces) {
      const id = new RegExp(`<sheet [^>]*name="${sheet.replaces}"[^>]*r:id="([^"]+)"`).exec(book)?.[1];
      const target = new RegExp(`Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)?.[1];
      if (!target) throw new Error(`no sheet ${sheet.replaces}`);
      part = `xl/${target}`;
      delete files[part];
    } else {
      const id = `rIdBomb${i + 1}`;
      book = book.replace(
        "</sheets>",
        `<sheet name="${sheet.name}" sheetId="${100 + i}" r:id="${id}"/></sheets>`,
      );
      rels = rels.replace(
        "</Relationships>",
        `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/bomb${i + 1}.xml"/></Relationships>`,
      );
      types = types.replace(
        "</Types>",
        `<Override PartName="/${part}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      );
    }
    bombs.push({
      ...bombPart(part, sheet.bytes),
      ...(sheet.declared === undefined ? {} : { declared: sheet.declared }),
    });
  });
  files["xl/workbook.xml"] = strToU8(book);
  files["xl/_rels/workbook.xml.rels"] = strToU8(rels);
  files["[Content_Types].xml"] = strToU8(types);
  return zip([...Object.entries(files).map(([name, data]) => packed(name, data)), ...bombs]);
}
