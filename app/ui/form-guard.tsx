import { useBeforeUnload, useBlocker, useFetchers, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { MESSAGES } from "~/shared/messages";

/**
 * An add form: emptied after a successful save (UX review X2), by its intent ("add…", or "unit.create" style:
 * the Business units page's forms kept their text and a second Add made a duplicate) or `data-reset-on-success`.
 */
const ADD_INTENT = /(^|\.)(add|create|new|invite|record)/i;
/** A form the guard leaves alone (searches, filters, sign-out). */
const isWatched = (form: HTMLFormElement) =>
  form.method.toLowerCase() === "post" &&
  !form.hasAttribute("data-no-guard") &&
  !/\/logout$/.test(form.action);
const hasErrors = (form: HTMLFormElement) =>
  form.querySelector('[aria-invalid="true"], [role="alert"], .field-error') !== null;

/** The refusal a form shows, as text: compared with what it showed when sent, to tell a new refusal from an old. */
const errorsOf = (form: HTMLFormElement) =>
  Array.from(form.querySelectorAll('[aria-invalid="true"], [role="alert"], .field-error'))
    .map((el) => `${el.getAttribute("name") ?? ""}:${el.textContent ?? ""}`)
    .join("|");
/**
 * How long a settled submission's form is watched for its answer to be drawn (a refusal's errors come a render
 * later, and later still on a loaded machine); an answer drawn sooner ends the watch at once.
 */
const OUTCOME_WAIT_MS = 3000;

/** Clears every pending mark (the submission ended, or never left). */
function releaseAll() {
  for (const el of Array.from(document.querySelectorAll<HTMLElement>("[data-pending]")))
    delete el.dataset.pending;
  for (const form of Array.from(document.querySelectorAll<HTMLFormElement>("form[aria-busy]")))
    form.removeAttribute("aria-busy");
}
const isPost = (method: string | undefined) => !!method && method.toLowerCase() !== "get";
const anyDirty = () => document.querySelector("form[data-dirty]") !== null;

function valuesOf(form: HTMLFormElement) {
  const values: Record<string, string> = {};
  for (const el of Array.from(form.elements) as HTMLInputElement[])
    if (
      el.name &&
      el.type !== "hidden" &&
      el.type !== "submit" &&
      el.type !== "checkbox" &&
      el.type !== "radio"
    )
      values[el.name] = el.value;
  return values;
}

/**
 * Once, for every form of the app (mounted in the root): while a submission is on its way its button shows a
 * pending state and the form cannot be sent twice (review 2.3); after a successful add the add form is empty
 * again (X2); text typed in the page's other forms survives a save of one of them (X5, the dependency blocks);
 * leaving a page with unsaved text asks first (X5), in the app (useBlocker) and for the browser (beforeunload).
 * Without JavaScript none of this runs, and forms post as they always do.
 */
export function FormGuard({ toast }: { toast?: { type: string } | null }) {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  // A form's submission on its way (an action, then the data it changed), not a link followed or data polled.
  const posting =
    isPost(navigation.formMethod) || fetchers.some((f) => f.state !== "idle" && isPost(f.formMethod));
  const busyRef = useRef(busy);
  busyRef.current = busy;
  // A save that worked redirects with a success toast, which the root's loader reads with the page's new data.
  // A refused save (400) does not reload the root's data, so an earlier save's toast is still there: only a toast
  // that arrived after this submission says that it worked (the site form's refusal was wiped with the form).
  const toastRef = useRef(toast);
  toastRef.current = toast;
  const sent = useRef<{
    form: HTMLFormElement;
    submitter: HTMLElement | null;
    intent: string;
    toastBefore: typeof toast;
    /** The refusal the form showed when sent (an earlier one may still be drawn). */
    errorsBefore: string;
    /** The page has drawn it on its way: it left. */
    seen: boolean;
    /** Its buttons were given back (it looked stopped before it left); its answer is still awaited. */
    released: boolean;
  } | null>(null);
  /** The unsaved text of the other forms when one was sent, by form id. */
  const kept = useRef(new Map<string, Record<string, string>>());

  useEffect(() => {
    const onInput = (event: Event) => {
      const form = (event.target as HTMLInputElement).form;
      if (form && isWatched(form)) form.dataset.dirty = "true";
    };
    const onReset = (event: Event) => {
      delete (event.target as HTMLFormElement).dataset.dirty;
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      if (!isWatched(form)) return;
      // A second press while the first is on its way does nothing.
      if (form.dataset.pending) {
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      const submitter = event.submitter as HTMLButtonElement | null;
      form.dataset.pending = "true";
      form.setAttribute("aria-busy", "true");
      submitter?.setAttribute("data-pending", "true");
      delete form.dataset.dirty;
      const intentField = form.elements.namedItem("intent") as HTMLInputElement | null;
      sent.current = {
        form,
        submitter,
        intent: submitter?.value || intentField?.value || "",
        toastBefore: toastRef.current,
        errorsBefore: errorsOf(form),
        seen: false,
        released: false,
      };
      // A submission stopped before it left (the form's own checks) gives its buttons back. No delay tells that
      // apart from one the page is slow to draw under way (a loaded machine; a form still showing an earlier
      // refusal looked stopped, and the add form kept its text after the save: users.spec under load), so the
      // submission stays awaited: its answer, whenever it comes, still settles it (the effect below).
      const releaseIfStopped = (final: boolean) => {
        const current = sent.current;
        if (busyRef.current || current?.form !== form || current.seen) return;
        if (!final && !hasErrors(form)) {
          window.setTimeout(() => releaseIfStopped(true), 1500);
          return;
        }
        current.released = true;
        releaseAll();
      };
      window.setTimeout(() => releaseIfStopped(false), 500);
      kept.current.clear();
      for (const other of Array.from(document.querySelectorAll<HTMLFormElement>("form[data-dirty]")))
        if (other !== form && other.id) kept.current.set(other.id, valuesOf(other));
    };
    window.addEventListener("input", onInput, true);
    window.addEventListener("change", onInput, true);
    window.addEventListener("reset", onReset, true);
    window.addEventListener("submit", onSubmit, true);
    return () => {
      window.removeEventListener("input", onInput, true);
      window.removeEventListener("change", onInput, true);
      window.removeEventListener("reset", onReset, true);
      window.removeEventListener("submit", onSubmit, true);
    };
  }, []);

  // The submission settles once the page is idle again after drawing it on its way, or once a new toast has come
  // (the page may draw the request and its answer in one render: a loaded machine draws only the last state).
  useEffect(() => {
    const last = sent.current;
    if (!last) return;
    if (busy) {
      // Busy while it is awaited: its own request. Once given back as stopped, only a post counts (a link followed
      // meanwhile is not its answer).
      if (posting || !last.released) last.seen = true;
      return;
    }
    const toastCame = toast !== last.toastBefore;
    if (!last.seen && !toastCame) return;
    sent.current = null;
    releaseAll();
    // A save that worked redirects with a success toast, read with the page's new data. A refused save (400) does
    // not reload the root's data, so only a toast that arrived after this submission says that it worked.
    const saved = toastCame && toast?.type === "success";
    const form = last.form;
    const empties = ADD_INTENT.test(last.intent) || form.hasAttribute("data-reset-on-success");
    if (saved) {
      // Emptied at once, though a refusal before it may still be drawn (Conform clears it a render later).
      if (empties && form.isConnected) form.reset();
    } else {
      // A refusal shows its errors a render after the submission ends (Conform reads the answer in an effect),
      // later on a loaded machine: watched for until drawn (bounded), not looked for once after a fixed delay.
      // Refused, the text stays and is unsaved again, so leaving asks first (UX review B-2: a refused BIA of 40
      // levels was marked clean at its submission and lost on the next page without a word). An add that worked
      // without a toast, and draws no refusal, is emptied.
      const until = Date.now() + OUTCOME_WAIT_MS;
      const watch = () => {
        if (!form.isConnected) return;
        const refused = hasErrors(form);
        if (refused && (errorsOf(form) !== last.errorsBefore || Date.now() >= until)) {
          form.dataset.dirty = "true";
          return;
        }
        if (Date.now() >= until) {
          if (empties && !refused) form.reset();
          return;
        }
        window.setTimeout(watch, 50);
      };
      watch();
    }
    // The other forms keep what was typed in them, even when the page re-rendered them from new data.
    for (const [id, values] of kept.current) {
      const other = document.getElementById(id);
      if (!(other instanceof HTMLFormElement)) continue;
      for (const [name, value] of Object.entries(values)) {
        const field = other.elements.namedItem(name);
        if (
          field instanceof HTMLInputElement ||
          field instanceof HTMLTextAreaElement ||
          field instanceof HTMLSelectElement
        )
          if (field.value !== value) field.value = value;
      }
      other.dataset.dirty = "true";
    }
    kept.current.clear();
  }, [busy, posting, toast]);

  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: { pathname: string; search: string };
        nextLocation: { pathname: string; search: string };
      }) =>
        // A submission's own navigation is not asked about (one given back as stopped no longer counts).
        !(sent.current && !sent.current.released) &&
        anyDirty() &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search),
      [],
    ),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(MESSAGES.unsavedChanges)) {
      for (const form of Array.from(document.querySelectorAll<HTMLFormElement>("form[data-dirty]")))
        delete form.dataset.dirty;
      blocker.proceed();
    } else blocker.reset();
  }, [blocker]);
  useBeforeUnload(
    useCallback((event: BeforeUnloadEvent) => {
      if (anyDirty()) event.preventDefault();
    }, []),
  );
  return null;
}
