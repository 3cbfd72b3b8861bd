import { useCallback, useEffect, useRef, useState } from "react";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream, useRevalidator } from "react-router";
import type { ActionResult } from "~/platform/forms/form-action.server";
import { formWords } from "~/components/forms/forms-catalog";

type UploadState =
  | { phase: "idle" }
  /** Bytes are on their way; `percent` is null until the browser knows the total. */
  | { phase: "sending"; percent: number | null }
  /** Every byte is sent; the server is checking and storing the file. */
  | { phase: "processing" };

/** The form's file input with a file chosen, if any: the submissions worth a progress bar. */
export function chosenFileInput(form: HTMLFormElement): HTMLInputElement | undefined {
  return Array.from(form.elements).find(
    (element): element is HTMLInputElement =>
      element instanceof HTMLInputElement && element.type === "file" && (element.files?.length ?? 0) > 0,
  );
}

/**
 * The address a fetcher posts a form to: React Router's single-fetch data URL (".data" after
 * the path; "_.data" after a trailing slash, as v8_trailingSlashAwareDataRequests has it).
 */
function dataRequestUrl(formAction: string): string {
  const url = new URL(formAction, window.location.href);
  url.pathname = url.pathname.endsWith("/") ? `${url.pathname}_.data` : `${url.pathname}.data`;
  return url.href;
}

type Answer = { result: ActionResult; status: number } | { redirect: string };

/** The reason in an answer the route action did not give: the server's plain text or JSON message, if short. */
async function refusalOf(xhr: XMLHttpRequest): Promise<string> {
  const body: unknown = xhr.response;
  const type = xhr.getResponseHeader("Content-Type") ?? "";
  if (!(body instanceof Blob) || body.size === 0 || body.size > 2000) return formWords.msg("uploadFailed");
  const text = (await body.text()).trim();
  if (type.startsWith("text/plain")) return text || formWords.msg("uploadFailed");
  try {
    const parsed: unknown = JSON.parse(text);
    const message = parsed && typeof parsed === "object" && "message" in parsed ? parsed.message : null;
    return typeof message === "string" && message ? message : formWords.msg("uploadFailed");
  } catch {
    return formWords.msg("uploadFailed");
  }
}

/**
 * Reads a single-fetch action answer the way a fetcher does (turbo-stream encoded). An answer
 * from before the action (the body limit's 413, a refused origin) keeps its reason but names
 * no field: the 413 of a visitor whose session ended is about the session, not the file, and
 * a refusal without field errors makes the form reload the page's data, which shows that.
 */
async function readAnswer(xhr: XMLHttpRequest): Promise<Answer> {
  const redirect = xhr.getResponseHeader("X-Remix-Redirect");
  if (redirect) return { redirect };
  const failed = { result: { ok: false, message: formWords.msg("uploadFailed") }, status: xhr.status } as const;
  if (!xhr.getResponseHeader("X-Remix-Response") || !(xhr.response instanceof Blob)) {
    return { result: { ok: false, message: await refusalOf(xhr) }, status: xhr.status };
  }
  try {
    const decoded = await decodeViaTurboStream(xhr.response.stream(), window);
    const value = decoded.value as { data?: ActionResult; redirect?: string } | undefined;
    if (value?.redirect) return { redirect: value.redirect };
    return value?.data && typeof value.data === "object" ? { result: value.data, status: xhr.status } : failed;
  } catch {
    return failed;
  }
}

/**
 * Posts a form with a file to its route action as a fetcher would, but through
 * XMLHttpRequest, whose upload events tell how much is sent (fetch cannot). The action runs
 * exactly as for a fetcher: same URL, same body, same origin headers. Its answer comes back
 * as `result` once the page's data is reloaded (as a fetcher revalidates after a successful
 * action), so whoever navigates on success does not cancel that reload.
 */
export function useUpload() {
  const revalidator = useRevalidator();
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const [result, setResult] = useState<ActionResult | undefined>(undefined);
  const current = useRef<XMLHttpRequest | null>(null);

  // Leaving the screen mid-upload stops sending.
  useEffect(() => () => current.current?.abort(), []);

  const send = useCallback(
    (form: HTMLFormElement) => {
      if (current.current) return;
      const xhr = new XMLHttpRequest();
      current.current = xhr;
      const finish = (answer: ActionResult) => {
        current.current = null;
        setResult(answer);
        setState({ phase: "idle" });
      };
      xhr.open("POST", dataRequestUrl(form.getAttribute("action") ?? window.location.href));
      xhr.responseType = "blob";
      xhr.upload.onprogress = (event) => {
        const percent = event.lengthComputable && event.total > 0 ? Math.floor((event.loaded / event.total) * 100) : null;
        setState((previous) => (previous.phase === "sending" && previous.percent === percent ? previous : { phase: "sending", percent }));
      };
      xhr.upload.onload = () => setState({ phase: "processing" });
      xhr.onload = () => {
        void readAnswer(xhr).then(async (answer) => {
          if ("redirect" in answer) {
            // E.g. the staff session ended: the login page, with the way back.
            window.location.assign(answer.redirect);
            return;
          }
          if (answer.status < 400) await revalidator.revalidate();
          finish(answer.result);
        });
      };
      xhr.onerror = () => finish({ ok: false, message: formWords.msg("uploadConnectionLost") });
      xhr.onabort = () => {
        current.current = null;
        setState({ phase: "idle" });
      };
      setState({ phase: "sending", percent: 0 });
      xhr.send(new FormData(form));
    },
    [revalidator],
  );

  const cancel = useCallback(() => current.current?.abort(), []);

  return { state, result, send, cancel, pending: state.phase !== "idle" };
}
