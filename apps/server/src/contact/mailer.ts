import nodemailer from "nodemailer";
import type { ContactRecord } from "../db/types.js";

/**
 * One line of user input for a header or a "Name:" line. The route refuses line breaks already; this is the second
 * wall, for messages stored before that rule and for any future caller: CR, LF and the other control characters
 * become spaces, so user input can never start a header or a line of its own.
 */
export function oneLine(text: string): string {
  return text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

export interface Mailer {
  relay(contact: ContactRecord): Promise<void>;
  close(): void;
}

/** Relays contact messages to the operator by SMTP. Reply-To is the sender, so answering is one click. */
export function smtpMailer(options: { smtpUrl: string; to: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async relay(contact) {
      const name = oneLine(contact.name);
      const email = oneLine(contact.email);
      const subject = oneLine(contact.subject);
      await transport.sendMail({
        from: options.from,
        to: options.to,
        replyTo: { name, address: email },
        subject: `[gaeb2xlsx ${subject}] ${name}`,
        text: [
          `Name: ${name}`,
          `E-Mail: ${email}`,
          `Subject: ${subject}`,
          `Received: ${new Date(contact.createdAt).toISOString()}`,
          `Id: ${contact.id}`,
          "",
          contact.message,
        ].join("\n"),
      });
    },
    close() {
      transport.close();
    },
  };
}
