import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

type ServerFieldErrors = Record<string, string[] | undefined>;

function isControl(target: EventTarget | null): target is Control {
  return (
    target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
  );
}

/**
 * The errors a form shows under its fields. Two sources, one place:
 * - the browser's constraint checks (required, min, step, maxLength mirror the shared schema):
 *   instead of the browser's bubble, the field shows the product's own message (SPEC §5),
 *   e.g. "Username is required", and the first invalid field gets focus;
 * - the server's `errors[field]` from the last submission, hidden for a field once it is edited.
 * Checks the browser cannot express (an image's size and dimensions) report through setError.
 */
export function useFormErrors({
  serverErrors,
  messagesFor = {},
}: {
  serverErrors?: ServerFieldErrors | undefined;
  /** Message per field name, used for any constraint the browser finds broken on that field. */
  messagesFor?: Record<string, string>;
}) {
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [editedSinceResult, setEditedSinceResult] = useState<ReadonlySet<string>>(() => new Set());
  const messagesRef = useRef(messagesFor);
  useEffect(() => {
    messagesRef.current = messagesFor;
  });

  // A new answer from the server shows all its errors again.
  useEffect(() => {
    setEditedSinceResult(new Set());
  }, [serverErrors]);

  const setError = useCallback((name: string, message: string | null) => {
    setClientErrors((current) => {
      if (!message) {
        if (!(name in current)) return current;
        const { [name]: _removed, ...rest } = current;
        return rest;
      }
      return current[name] === message ? current : { ...current, [name]: message };
    });
  }, []);

  const clearAll = useCallback(() => {
    setClientErrors({});
  }, []);

  const errorsFor = (name: string): string[] => {
    const client = clientErrors[name];
    if (client) return [client];
    if (editedSinceResult.has(name)) return [];
    return serverErrors?.[name] ?? [];
  };

  const formProps = {
    onInvalidCapture(event: FormEvent<HTMLFormElement>) {
      const control = event.target;
      if (!isControl(control)) return;
      // Our message under the field replaces the browser's bubble.
      event.preventDefault();
      setError(control.name, messagesRef.current[control.name] ?? control.validationMessage);
      // The browser fires one `invalid` per broken field, in order: focus goes to the first.
      const firstInvalid = control.form
        ? Array.from(control.form.elements).find((element) => isControl(element) && !element.validity.valid)
        : control;
      if (firstInvalid === control) control.focus();
    },
    onChangeCapture(event: FormEvent<HTMLFormElement>) {
      const control = event.target;
      if (!isControl(control) || !control.name) return;
      const name = control.name;
      if (control.validity.valid) setError(name, null);
      setEditedSinceResult((current) => (current.has(name) ? current : new Set(current).add(name)));
    },
    onReset() {
      setClientErrors({});
    },
  };

  return { errorsFor, setError, clearAll, formProps, hasClientErrors: Object.keys(clientErrors).length > 0 };
}
