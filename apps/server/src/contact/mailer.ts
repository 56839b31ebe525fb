import nodemailer from "nodemailer";
import type { ContactRecord } from "../db/types.js";

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
      await transport.sendMail({
        from: options.from,
        to: options.to,
        replyTo: { name: contact.name, address: contact.email },
        subject: `[gaeb2xlsx ${contact.subject}] ${contact.name}`,
        text: [
          `Name: ${contact.name}`,
          `E-Mail: ${contact.email}`,
          `Subject: ${contact.subject}`,
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
