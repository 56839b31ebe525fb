import { createServer, type Server } from "node:net";

/** A minimal SMTP server: enough protocol for nodemailer to deliver one plain message. */
export function fakeSmtp(received: string[]): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer((socket) => {
      let inData = false;
      let data = "";
      socket.write("220 test ESMTP\r\n");
      socket.on("data", (chunk: Buffer) => {
        for (const line of chunk.toString().split("\r\n")) {
          if (inData) {
            if (line === ".") {
              inData = false;
              received.push(data);
              data = "";
              socket.write("250 queued\r\n");
            } else data += `${line}\n`;
            continue;
          }
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === "EHLO" || verb === "HELO") socket.write("250 test\r\n");
          else if (verb === "MAIL" || verb === "RCPT") socket.write("250 ok\r\n");
          else if (verb === "DATA") {
            inData = true;
            socket.write("354 go ahead\r\n");
          } else if (verb === "QUIT") socket.end("221 bye\r\n");
        }
      });
    });
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, port: typeof address === "object" && address ? address.port : 0 });
    });
  });
}
