import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** Outgoing mail. Production sends through SMTP_URL; other profiles without SMTP write the mail to the log. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    const from = `Vigil <no-reply@${new URL(config.publicUrl).hostname}>`;
    return { send: async (mail) => void (await transport.sendMail({ from, ...mail })) };
  }
  // Only outside prod (config refuses prod without SMTP): the developer reads the link in the log.
  return {
    send: (mail) => {
      log.info({ to: mail.to, subject: mail.subject }, `mail not sent (no SMTP_URL):\n${mail.text}`);
      return Promise.resolve();
    },
  };
}

/** A mailer that keeps what it was asked to send, for tests. */
export function createRecordingMailer(): Mailer & { readonly sent: Mail[] } {
  const sent: Mail[] = [];
  return { sent, send: (mail) => Promise.resolve(void sent.push(mail)) };
}
