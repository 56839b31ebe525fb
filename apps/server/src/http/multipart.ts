import { Readable } from "node:stream";
import Busboy from "busboy";
import { ApiError } from "./errors.js";

export interface ReceivedFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * Streams a multipart body and keeps exactly one file from the field `file`. The size limit is enforced while
 * streaming: past it we stop reading and answer 413 at once; the rest of the body is never buffered.
 * Every stream involved has an error listener: an emitter's unhandled 'error' would end the whole process.
 */
export function receiveSingleFile(request: Request, maxBytes: number): Promise<ReceivedFile> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    return Promise.reject(new ApiError(415, "unsupported_media_type", { expected: "multipart/form-data" }));
  }
  if (!request.body) return Promise.reject(new ApiError(400, "missing_file"));
  let parser: Busboy.Busboy;
  try {
    parser = Busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      // busboy reports the limit when the file reaches it, so a file of exactly maxBytes needs one byte more.
      limits: { files: 1, fileSize: maxBytes + 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 20 },
    });
  } catch {
    return Promise.reject(new ApiError(400, "validation_failed", { details: "malformed multipart header" }));
  }
  const source = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream<Uint8Array>);

  const incomplete = () =>
    new ApiError(400, "validation_failed", { details: "the multipart body is malformed or incomplete" });

  return new Promise((resolve, reject) => {
    let received: ReceivedFile | undefined;
    let settled = false;
    const fail = (error: ApiError) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.pause();
      reject(error);
    };

    parser.on("file", (field, stream, info) => {
      // A body that ends inside the file part makes busboy fail this stream ("Unexpected end of form").
      stream.on("error", () => fail(incomplete()));
      if (field !== "file") {
        stream.resume();
        fail(
          new ApiError(400, "validation_failed", { details: `unexpected file field "${field}", use "file"` }),
        );
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => fail(tooLarge(maxBytes)));
      stream.on("end", () => {
        if (!stream.truncated) received = { name: info.filename ?? "", bytes: Buffer.concat(chunks) };
      });
    });
    parser.on("filesLimit", () => fail(new ApiError(400, "too_many_files")));
    parser.on("partsLimit", () => fail(new ApiError(400, "too_many_files")));
    parser.on("error", () => fail(incomplete()));
    parser.on("close", () => {
      if (settled) return;
      settled = true;
      if (received) resolve(received);
      else reject(new ApiError(400, "missing_file"));
    });
    source.on("error", () =>
      fail(new ApiError(400, "validation_failed", { details: "the upload was interrupted" })),
    );
    source.pipe(parser);
  });
}

/**
 * 413 for an oversized upload. The HTTP layer then discards (never stores) what the client still sends for at most
 * 0.5 s or 64 MB and closes the connection; without that short drain most clients never read the answer.
 */
export function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, "file_too_large", { limitBytes: maxBytes });
}
