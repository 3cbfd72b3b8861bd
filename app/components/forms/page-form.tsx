import { type FormEvent, useState } from "react";
import { useActionData, useNavigation, useSubmit } from "react-router";
import { useFetcherResult } from "~/components/forms/use-fetcher-result";
import { useToast } from "~/components/toast/toast-provider";
import type { FieldErrors } from "~/lib/errors";
import { useLocalisePath } from "~/platform/i18n/localised-links";

/** What a public page's action answers for its form: what was stored, or why not with what was typed. */
export type PageFormResult =
  | { ok: true; id: number; message: string }
  | { ok: false; message: string; detail: string; errors?: FieldErrors; values: Partial<Record<string, string>> };

/**
 * A public form that posts to its own page (Contact Us, Call me back). Without JavaScript the
 * page comes back with the outcome; with it, `check` (the form's own schema, loaded when the
 * guest sends) finds the mistakes first, focus goes to the first one, and the page's answer is
 * a toast. Returns what the form shows: its errors, what was typed, whether it is sending.
 */
export function usePageForm(path: string, check: (fields: Record<string, FormDataEntryValue>) => Promise<FieldErrors | null>) {
  const result = useActionData<PageFormResult>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const { toast } = useToast();
  const action = useLocalisePath()(path);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const failed = result && !result.ok ? result : null;

  useFetcherResult(result, (answer) => {
    if (answer.ok) toast({ kind: "success", title: answer.message });
    else toast({ kind: "error", title: answer.message, description: answer.detail });
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = await check(Object.fromEntries(new FormData(form)));
    if (found) {
      setClientErrors(found);
      const first = Array.from(form.elements).find((control) => "name" in control && (control.name as string) in found);
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    setClientErrors(null);
    void submit(form);
  }

  return {
    result,
    busy: navigation.state === "submitting" && navigation.formAction === action,
    errors: clientErrors ?? failed?.errors ?? {},
    typed: failed?.values ?? {},
    onSubmit,
  };
}

/** The line above the form: the outcome of its last post, or `sentMessage` after a plain post's redirect (`sent`). */
export function PageFormOutcome({ result, sent, sentMessage }: { result: PageFormResult | undefined; sent: boolean; sentMessage: string }) {
  if (!result) {
    return sent ? (
      <p className="form-success" role="status">
        {sentMessage}
      </p>
    ) : null;
  }
  return (
    <p className={result.ok ? "form-success" : "form-alert"} role={result.ok ? "status" : "alert"}>
      {result.message}
      {!result.ok && result.detail !== result.message ? `: ${result.detail}` : ""}
    </p>
  );
}
