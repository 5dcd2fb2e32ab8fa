import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { twilioSignature } from "~/platform/messages/twilio.server";

export interface FakeProviderMessage {
  sid: string;
  kind: "sms" | "voice";
  to: string;
  from: string;
  body: string;
  statusCallback: string | null;
  at: number;
}

/**
 * A local stand-in for a Twilio-compatible provider: it answers Messages.json and Calls.json as Twilio does
 * (basic auth with the account SID and token, 201 with a sid), refuses more than `ratePerSecond` requests a
 * second with 429 (its stated rate), refuses numbers listed in `refuse` with 400 (code 21211), and signs the
 * delivery receipts it makes with the auth token (X-Twilio-Signature).
 */
export async function startFakeSmsProvider(
  options: { accountSid?: string; authToken?: string; ratePerSecond?: number; refuse?: string[] } = {},
) {
  const accountSid = options.accountSid ?? "AC00000000000000000000000000000000";
  const authToken = options.authToken ?? "fake-auth-token";
  const rate = options.ratePerSecond ?? 1_000;
  const received: FakeProviderMessage[] = [];
  let throttled = 0;
  let seq = 0;
  // Requests in the current one-second window.
  let window = { start: 0, count: 0 };

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      req.on("error", reject);
    });

  const server: Server = createServer(async (req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const match = req.url?.match(/^\/2010-04-01\/Accounts\/([^/]+)\/(Messages|Calls)\.json$/);
    if (req.method !== "POST" || !match) return answer(404, { code: 20404, message: "Not found" });
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
    if (match[1] !== accountSid || req.headers.authorization !== expected) {
      return answer(401, { code: 20003, message: "Authenticate" });
    }
    const now = Date.now();
    if (now - window.start >= 1_000) window = { start: now, count: 0 };
    if (++window.count > rate) {
      throttled++;
      return answer(429, { code: 20429, message: "Too Many Requests" });
    }
    const form = new URLSearchParams(await readBody(req));
    const to = form.get("To") ?? "";
    if (!/^\+[1-9]\d{6,14}$/.test(to) || options.refuse?.includes(to)) {
      return answer(400, { code: 21211, message: `The 'To' number ${to} is not a valid phone number.` });
    }
    const kind = match[2] === "Messages" ? "sms" : "voice";
    const sid = `${kind === "sms" ? "SM" : "CA"}${String(++seq).padStart(32, "0")}`;
    received.push({
      sid,
      kind,
      to,
      from: form.get("From") ?? "",
      body: form.get("Body") ?? form.get("Twiml") ?? "",
      statusCallback: form.get("StatusCallback"),
      at: now,
    });
    answer(201, { sid, status: "queued", to });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    accountSid,
    authToken,
    ratePerSecond: rate,
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    get throttled() {
      return throttled;
    },
    /** The signed delivery receipt the provider would post for a message: form body and its signature. */
    receipt(sid: string, status: string, opts: { errorCode?: string; signWith?: string } = {}) {
      const sent = received.find((m) => m.sid === sid);
      if (!sent?.statusCallback) throw new Error(`no status callback for ${sid}`);
      const params = new URLSearchParams(
        sent.kind === "sms"
          ? { AccountSid: accountSid, MessageSid: sid, MessageStatus: status, To: sent.to }
          : { AccountSid: accountSid, CallSid: sid, CallStatus: status, To: sent.to },
      );
      if (opts.errorCode) params.set("ErrorCode", opts.errorCode);
      return {
        url: sent.statusCallback,
        body: params.toString(),
        signature: twilioSignature(opts.signWith ?? authToken, sent.statusCallback, params),
      };
    },
    /**
     * The signed incoming-message webhook the provider would post when `from` texts `body` to the account's
     * number `to` (Twilio's form fields), to `url` (Keel's /api/messages/inbound under its public address).
     */
    reply(
      url: string,
      input: { from: string; to: string; body: string; sid?: string; accountSid?: string; signWith?: string },
    ) {
      const params = new URLSearchParams({
        AccountSid: input.accountSid ?? accountSid,
        MessageSid: input.sid ?? `SM${String(++seq).padStart(32, "0")}`,
        From: input.from,
        To: input.to,
        Body: input.body,
        NumMedia: "0",
      });
      return {
        body: params.toString(),
        signature: twilioSignature(input.signWith ?? authToken, url, params),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeSmsProvider = Awaited<ReturnType<typeof startFakeSmsProvider>>;
