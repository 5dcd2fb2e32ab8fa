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

/** Clears every pending mark (the submission ended, or never left). */
function releaseAll() {
  for (const el of Array.from(document.querySelectorAll<HTMLElement>("[data-pending]")))
    delete el.dataset.pending;
  for (const form of Array.from(document.querySelectorAll<HTMLFormElement>("form[aria-busy]")))
    form.removeAttribute("aria-busy");
}
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
      };
      // A submission stopped before it left (the form's own checks) releases the form again. On a busy machine
      // the page may take longer than half a second to show the request under way: a form that shows no refusal
      // is given until 2 s, or its save would later go unnoticed and the add form keep its text (CI, load 13).
      const releaseIfStopped = (final: boolean) => {
        if (busyRef.current || sent.current?.form !== form) return;
        if (!final && !hasErrors(form)) {
          window.setTimeout(() => releaseIfStopped(true), 1500);
          return;
        }
        sent.current = null;
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

  useEffect(() => {
    if (busy) return;
    const last = sent.current;
    sent.current = null;
    releaseAll();
    if (last && (ADD_INTENT.test(last.intent) || last.form.hasAttribute("data-reset-on-success"))) {
      const form = last.form;
      const emptyUnlessRefused = () => {
        if (form.isConnected && !hasErrors(form)) form.reset();
      };
      // A refused save (400, no success toast) shows its errors a render after the submission ends (Conform
      // reads the action's answer in an effect): look for them a moment later, or the reset wipes what was typed
      // and the reason with it (a roster's second leader).
      const saved = toastRef.current !== last.toastBefore && toastRef.current?.type === "success";
      // Saved: emptied at once, though a refusal before it may still be drawn (Conform clears it a render later).
      if (saved) {
        if (form.isConnected) form.reset();
      } else window.setTimeout(emptyUnlessRefused, 100);
    }
    // A refused save stored nothing: what was typed is unsaved again, so leaving asks first (UX review B-2: a
    // refused BIA of 40 levels was marked clean at its submission and lost on the next page without a word).
    // Its errors are drawn a render after the submission ends (Conform reads the answer in an effect).
    if (last) {
      const form = last.form;
      window.setTimeout(() => {
        if (form.isConnected && hasErrors(form)) form.dataset.dirty = "true";
      }, 100);
    }
    // The other forms keep what was typed in them, even when the page re-rendered them from new data.
    for (const [id, values] of kept.current) {
      const form = document.getElementById(id);
      if (!(form instanceof HTMLFormElement)) continue;
      for (const [name, value] of Object.entries(values)) {
        const field = form.elements.namedItem(name);
        if (
          field instanceof HTMLInputElement ||
          field instanceof HTMLTextAreaElement ||
          field instanceof HTMLSelectElement
        )
          if (field.value !== value) field.value = value;
      }
      form.dataset.dirty = "true";
    }
    kept.current.clear();
  }, [busy]);

  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: { pathname: string; search: string };
        nextLocation: { pathname: string; search: string };
      }) =>
        !sent.current &&
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
