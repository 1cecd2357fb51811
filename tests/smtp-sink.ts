import { SMTPServer } from 'smtp-server';

export interface SmtpSinkOptions {
  /** 0: any free port */
  port: number;
  /** every message the sink accepted, as sent, with the envelope's recipients */
  receive(raw: Buffer, recipients: string[]): void | Promise<void>;
  /** the reply that refuses a recipient (e.g. 550 or 451), or null to take it */
  refuse?(recipient: string): { code: number; message: string } | null;
}

export interface SmtpSink {
  port: number;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it is sent: the mailbox of the tests. */
export function startSmtpSink(options: SmtpSinkOptions): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    closeTimeout: 1_000,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        Promise.resolve(options.receive(Buffer.concat(chunks), recipients)).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      const address = server.server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : options.port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
