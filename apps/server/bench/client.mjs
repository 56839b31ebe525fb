// A client of the conversion service over node:http, bound to a local address of its own: the server keys clients
// by peer address, so 127.0.0.1 and 127.0.0.2 on loopback are two clients, as two attackers' machines would be.
import { randomBytes } from "node:crypto";
import { Agent, request } from "node:http";

/** One answer: status, the headers, the JSON body (or undefined), milliseconds from sending to the last byte. */
function call(client, method, pathname, { body, headers = {}, signal } = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: client.host,
        port: client.port,
        method,
        path: pathname,
        localAddress: client.address,
        agent: client.agent,
        headers: { ...headers, ...(body ? { "content-length": body.byteLength } : {}) },
        signal,
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, headers: res.headers, json, ms: performance.now() - started });
        });
      },
    );
    // Proof that the address was really used: the server sees this socket's local address as the peer.
    req.on("socket", (socket) => {
      const check = () => {
        if (socket.localAddress !== client.address)
          req.destroy(new Error(`bound to ${socket.localAddress}, not ${client.address}`));
      };
      if (socket.connecting) socket.once("connect", check);
      else check();
    });
    req.on("error", reject);
    req.end(body);
  });
}

function jsonBody(value) {
  return { body: Buffer.from(JSON.stringify(value)), headers: { "content-type": "application/json" } };
}

/** The error code of a refusal, or the status alone when the body has none. */
export function errorCode(answer) {
  return answer.json?.error?.code ?? `HTTP ${answer.status}`;
}

/** A client at `address` (any 127.x.y.z on Linux loopback) talking to the server at 127.0.0.1:`port`. */
export function client(port, address) {
  const self = {
    host: "127.0.0.1",
    port,
    address,
    agent: new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY }),
    /** POST /api/uploads with the file as the multipart field `file`. */
    upload(name, bytes, options = {}) {
      const boundary = `bench${randomBytes(12).toString("hex")}`;
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
            "Content-Type: application/octet-stream\r\n\r\n",
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return call(self, "POST", "/api/uploads", {
        ...options,
        body,
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      });
    },
    consent(fileKey, options = {}) {
      const consent = { termsAccepted: true, dataProcessingAccepted: false, fileIdentifier: fileKey };
      return call(self, "POST", "/api/consents", { ...options, ...jsonBody(consent) });
    },
    /** POST /api/conversions; `conversion` is `{ fileKey }` or `{ fileKeys }`. */
    convert(conversion, options = {}) {
      return call(self, "POST", "/api/conversions", { ...options, ...jsonBody(conversion) });
    },
    /** Upload and consent as the website does before converting; throws unless both succeed. */
    async prepare(name, bytes, options = {}) {
      const uploaded = await self.upload(name, bytes, options);
      if (uploaded.status !== 201) throw new Error(`upload of ${name}: ${errorCode(uploaded)}`);
      const fileKey = uploaded.json.fileKey;
      const consented = await self.consent(fileKey, options);
      if (consented.status !== 201) throw new Error(`consent for ${name}: ${errorCode(consented)}`);
      return { fileKey, uploadMs: uploaded.ms, consentMs: consented.ms };
    },
    close() {
      self.agent.destroy();
    },
  };
  return self;
}
