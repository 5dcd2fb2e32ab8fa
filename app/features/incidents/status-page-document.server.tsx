import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { EXERCISE_LABEL } from "~/domains/incidents/model";
import { STATUS_PAGE_PUBLIC_MAX_AGE, STATUS_PAGE_REFRESH_SECONDS } from "~/domains/incidents/status-page";
import type { StatusPageView } from "~/domains/incidents/status-page-answers";
import { companyDates } from "~/shared/dates";
import {
  DEFAULT_LANGUAGE,
  type Language,
  languageFromAcceptHeader,
  parseLanguage,
} from "~/shared/i18n/languages";
import { translator } from "~/shared/i18n/translator";
import { behindTls, resourceSecurityHeaders } from "~/web/security-headers.server";

/**
 * An incident's status page as one small HTML document (issue 36 item 6): no app shell, no script, a few lines of
 * inline style, and a meta refresh, so it works on any phone on a bad network and a shared cache can keep the
 * public one. React renders it to static markup (escaping every value); nothing hydrates it. It speaks its reader's
 * language (issue 36 item 7): the link's `?lang=fr`, else the browser's, else English.
 */
const STYLE = `body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827;background:#f9fafb}
main{max-width:40rem;margin:0 auto;padding:1rem}h1{font-size:1.4rem;margin:.25rem 0 .5rem;overflow-wrap:anywhere}
h2{font-size:1.05rem;margin:1.25rem 0 .4rem}.exercise{background:#fef3c7;border:1px solid #d97706;color:#78350f;padding:.5rem .75rem;font-weight:600}
.status{display:inline-block;padding:.1rem .5rem;border-radius:.25rem;background:#1e3a8a;color:#fff;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}dt{color:#4b5563}dd{margin:0;font-weight:600}
ul,ol{padding-left:1.25rem;margin:0}li{margin:.25rem 0;overflow-wrap:anywhere}time,.muted{color:#4b5563;font-size:.9rem}`;

function Document({
  title,
  responders,
  lang,
  t,
  children,
}: {
  title: string;
  responders: boolean;
  lang: Language;
  t: TFunction;
  children: ReactNode;
}) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta httpEquiv="refresh" content={String(STATUS_PAGE_REFRESH_SECONDS)} />
        {responders ? <meta name="robots" content="noindex" /> : null}
        {responders ? <meta name="referrer" content="no-referrer" /> : null}
        <title>{`${title} · ${t("status.title")} · Keel`}</title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant stylesheet of this module, no input */}
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        <main>{children}</main>
      </body>
    </html>
  );
}

function StatusPage({ view, lang }: { view: StatusPageView; lang: Language }) {
  const dates = companyDates(view.dates);
  const t = translator(lang);
  const label = (key: string) => t(`status.${key}`);
  return (
    <Document title={view.title} responders={view.audience === "responders"} lang={lang} t={t}>
      {view.exerciseType ? (
        <p className="exercise" data-exercise={EXERCISE_LABEL}>
          {t("status.exercise", { type: t(`status.exerciseTypes.${view.exerciseType}`) })}
        </p>
      ) : null}
      <p className="muted">{t(`status.types.${view.type}`)}</p>
      <h1>{view.title}</h1>
      <p>
        {label("status")}: <span className="status">{t(`status.statuses.${view.status}`)}</span>
      </p>
      <p className="muted">
        {label("lastUpdated")}: <time dateTime={view.updatedAt}>{dates.dateTime(view.updatedAt)}</time>
      </p>
      <h2>{label("whatIsHit")}</h2>
      <dl>
        <dt>{label("sites")}</dt>
        <dd>{view.sites}</dd>
        <dt>{label("processes")}</dt>
        <dd>{view.processes}</dd>
        {view.nextCheckAt ? (
          <>
            <dt>{label("nextCheck")}</dt>
            <dd>
              <time dateTime={view.nextCheckAt}>{dates.dateTime(view.nextCheckAt)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      {view.team ? (
        <>
          <h2>{label("team")}</h2>
          {view.coordinator ? (
            <p>
              {label("coordinator")}: <strong>{view.coordinator}</strong>
            </p>
          ) : null}
          {view.team.length === 0 && !view.coordinator ? <p className="muted">{label("noTeam")}</p> : null}
          <ul>
            {view.team.map((m) => (
              <li key={`${m.name}-${m.role}`}>
                {m.name} · {m.role}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2>{label("updates")}</h2>
      {view.updates.length ? (
        <ol reversed>
          {view.updates.map((u) => (
            <li key={`${u.at}-${u.message}`}>
              <time dateTime={u.at}>{dates.dateTime(u.at)}</time> {u.message}
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{label("noUpdates")}</p>
      )}
      <p className="muted">{label("refreshes")}</p>
    </Document>
  );
}

function NotFound({ lang }: { lang: Language }) {
  const t = translator(lang);
  return (
    <Document title={t("status.title")} responders lang={lang} t={t}>
      <h1>{t("status.title")}</h1>
      <p>{t("status.notFound")}</p>
    </Document>
  );
}

/** The reader's language: the link's `?lang=`, else their browser's first language of ours, else English. */
export function readerLanguage(request: Request): Language {
  return (
    parseLanguage(new URL(request.url).searchParams.get("lang")) ??
    languageFromAcceptHeader(request.headers.get("accept-language")) ??
    DEFAULT_LANGUAGE
  );
}

/**
 * The page's response. The public page may be kept by shared caches for a short while; the responders' page is the
 * link's holder's alone (never stored, never indexed, its address never sent on as a referrer).
 */
export function statusPageResponse(request: Request, view: StatusPageView | null) {
  const lang = readerLanguage(request);
  const html = `<!DOCTYPE html>${renderToStaticMarkup(view ? <StatusPage view={view} lang={lang} /> : <NotFound lang={lang} />)}`;
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
  resourceSecurityHeaders(headers, behindTls(request));
  // Nothing loads but the inline stylesheet; no script at all.
  headers.set(
    "Content-Security-Policy",
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  );
  if (view?.audience === "public") {
    headers.set("Cache-Control", `public, max-age=${STATUS_PAGE_PUBLIC_MAX_AGE}`);
    // A shared cache keeps one copy per language the browsers ask for (the link's ?lang= is in its key already).
    headers.append("Vary", "Accept-Language");
  } else {
    headers.set("Cache-Control", "private, no-store");
    headers.set("Referrer-Policy", "no-referrer");
    headers.set("X-Robots-Tag", "noindex");
  }
  return new Response(html, { status: view ? 200 : 404, headers });
}
