import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider from "oidc-provider";

export interface IdpAccount {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback for the tests. Its login screen is
 * skipped: whoever the authorization request names in login_hint is signed in (and consents),
 * as the account registered for that hint, else one made from the hint itself.
 */
export async function startTestIdp(options: {
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
}) {
  const clientId = options.clientId ?? "keel-test";
  const clientSecret = options.clientSecret ?? "keel-test-secret-0123456789";
  const accounts = new Map<string, IdpAccount>();
  const state = { codeTtlSeconds: 60 };
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: "RS256", use: "sig", kid: "test-key" };

  const accountFor = (hint: string): IdpAccount =>
    accounts.get(hint.toLowerCase()) ?? {
      sub: `sub-${hint.toLowerCase()}`,
      email: hint.toLowerCase(),
      email_verified: true,
      given_name: "Sam",
      family_name: "Single",
    };
  const bySub = new Map<string, IdpAccount>();

  const codeTtl = () => state.codeTtlSeconds;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ["test-cookie-key-0123456789abcdef"] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: codeTtl,
      Session: 600,
      Grant: 600,
      Interaction: 600,
      IdToken: 600,
      AccessToken: 600,
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = bySub.get(sub);
      return account ? { accountId: sub, claims: () => account } : undefined;
    },
  });
  provider.on("server_error", (_ctx, error) => console.error("[test idp]", error));

  const handle = provider.callback();
  // One-shot hooks that play an attacker or a slow network between the browser and the provider.
  const hooks: {
    authorization: ((url: URL) => void) | null;
    callback: { rewrite: (url: URL) => void; delayMs: number } | null;
  } = { authorization: null, callback: null };

  server.on("request", async (req, res) => {
    if (hooks.authorization && req.url?.startsWith("/auth?")) {
      const url = new URL(req.url, issuer);
      hooks.authorization(url);
      hooks.authorization = null;
      req.url = url.pathname + url.search;
    }
    const hook = hooks.callback;
    if (hook) {
      const setHeader = res.setHeader.bind(res);
      res.setHeader = (name, value) => {
        if (String(name).toLowerCase() === "location" && typeof value === "string") {
          if (options.redirectUris.some((uri) => value.startsWith(uri)) && hooks.callback === hook) {
            hooks.callback = null;
            const url = new URL(value);
            hook.rewrite(url);
            const end = res.end.bind(res);
            res.end = ((...args: Parameters<typeof res.end>) => {
              setTimeout(() => end(...args), hook.delayMs);
              return res;
            }) as typeof res.end;
            return setHeader(name, url.href);
          }
        }
        return setHeader(name, value);
      };
    }
    if (!req.url?.startsWith("/interaction/")) return handle(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      const account = accountFor(details.params.login_hint ?? "someone@nowhere.example");
      bySub.set(account.sub, account);
      const grant = new provider.Grant({ accountId: account.sub, clientId: details.params.client_id });
      grant.addOIDCScope(details.params.scope ?? "openid");
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });

  return {
    issuer,
    clientId,
    clientSecret,
    /** The account the provider signs in when the login hint is `hint`. */
    setAccount(hint: string, account: IdpAccount) {
      accounts.set(hint.toLowerCase(), account);
    },
    setCodeTtl(seconds: number) {
      state.codeTtlSeconds = seconds;
    },
    /** Changes the next authorization request as it arrives (e.g. another nonce). */
    tamperNextAuthorization(rewrite: (url: URL) => void) {
      hooks.authorization = rewrite;
    },
    /** Changes the next redirect back to Keel (e.g. another state), and may hold it back for a while. */
    tamperNextCallback(rewrite: (url: URL) => void, delayMs = 0) {
      hooks.callback = { rewrite, delayMs };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestIdp = Awaited<ReturnType<typeof startTestIdp>>;

/**
 * Plays the browser between the authorization address and the callback: follows the provider's
 * redirects with its cookies, and answers the address it finally sends back to (the callback URL).
 */
export async function followToCallback(authorizationUrl: string, callbackPrefix: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(callbackPrefix)) return url;
    const res = await fetch(url, {
      redirect: "manual",
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const eq = pair.indexOf("=");
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    const location = res.headers.get("location");
    if (!location) throw new Error(`The provider stopped at ${url} with ${res.status}: ${await res.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error("Too many redirects at the provider.");
}
