import { createTransport } from 'nodemailer';
import type { MailAttachment } from './mail-body';

/** One mail as the outbox hands it over. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the same on every attempt, so a resend is the same message to the receiving side */
  messageId: string;
  /** the one-click unsubscribe link (RFC 8058), when the mail has one */
  unsubscribeUrl: string | null;
  attachments: MailAttachment[];
}

/** Why a send did not go through: refused for good, or worth another try later. */
export class MailRefused extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

interface SmtpError {
  code?: string;
  message?: string;
  responseCode?: number;
  permanent?: boolean;
}

/**
 * Sends over SMTP_URL with nodemailer. A connection per mail, so a server that went away and came
 * back is simply met again; the timeouts are short enough that a send ends well within the claim.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // the URL's own query (e.g. ?connectionTimeout=30000) wins over these
  const transport = createTransport(
    { url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 },
    { from },
  );

  return {
    async send(mail) {
      try {
        await transport.sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
          attachments: mail.attachments.map(({ filename, content, contentType, encoding }) => ({
            filename,
            content,
            contentType,
            ...(encoding ? { encoding } : {}),
          })),
          ...(mail.unsubscribeUrl
            ? {
                headers: {
                  'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                },
              }
            : {}),
        });
      } catch (caught) {
        const error = caught as SmtpError;
        // A 5xx refusal of the message (its sender, recipient or content) is final; a refused
        // sign-in is our configuration, not the mail, so it is retried like a server that is down.
        const permanent = error.permanent === true && error.code !== 'EAUTH';
        throw new MailRefused(error.message ?? String(caught), permanent);
      }
    },
    close: () => transport.close(),
  };
}
