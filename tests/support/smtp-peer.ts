import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP peer on loopback: Keel talks to it exactly as it would to a mail relay. `stop()` closes it (the relay
 * down) and `start()` opens it again on the same port (the relay back).
 */
export async function startSmtpPeer() {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;
  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      // stop() is a relay going down: open (pooled) connections are cut at once, not after 30 s.
      closeTimeout: 50,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    const s = server;
    await new Promise<void>((resolve) => s.listen(port, "127.0.0.1", resolve));
    port = (s.server.address() as AddressInfo).port;
  };
  await listen();
  const stop = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      if (!s) return resolve();
      s.close(() => resolve());
    });
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    stop,
    start: listen,
    close: stop,
  };
}
