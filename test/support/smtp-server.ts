import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it receives, parsed. It can be stopped and started
 * again on the same port, to play an outage of the mail server.
 */
export type TestSmtpServer = {
  port: number;
  url: string;
  received: ParsedMail[];
  stop(): Promise<void>;
  restart(): Promise<void>;
};

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  let server = await listen(received, 0);
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => close(server),
    async restart() {
      server = await listen(received, port);
    },
  };
}

async function listen(received: ParsedMail[], port: number): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  server.listen(port, "127.0.0.1");
  await once(server.server, "listening");
  return server;
}

function close(server: SMTPServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
