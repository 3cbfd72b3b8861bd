import { type ChangeEvent, type ReactNode, useEffect, useRef, useState } from "react";
import type { FileCheck } from "~/components/forms/file-check";

/** What the picture and the file fields both take, besides the input's name and what the record has now. */
export interface ChosenFileFieldProps {
  label: ReactNode;
  required?: boolean;
  accept: string;
  errors?: readonly string[];
  hint?: ReactNode;
  /** Runs as soon as a file is chosen (and again on submit). */
  check: FileCheck;
  /** Hears the check's verdict on the latest choice: the message to show, or null. */
  onCheck: (message: string | null) => void;
}

/** The file chosen in a file input, with a local address to preview it by. */
export interface ChosenFile {
  url: string;
  name: string;
  size: number;
}

/**
 * What the picture and the file fields do with a chosen file: keep it with an object URL for
 * the preview (revoked once replaced), forget it when the form is reset, and run the caller's
 * `check` on it, telling `onCheck` its verdict; only the verdict on the latest choice counts,
 * however long an earlier check takes.
 */
export function useChosenFile(check: FileCheck, onCheck: (message: string | null) => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const latestCheck = useRef(0);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.url);
  }, [chosen]);

  // Resetting the form clears the input without a change event; drop the preview too.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const onReset = () => setChosen(null);
    form.addEventListener("reset", onReset);
    return () => form.removeEventListener("reset", onReset);
  }, []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    const ticket = ++latestCheck.current;
    setChosen(file ? { url: URL.createObjectURL(file), name: file.name, size: file.size } : null);
    if (!file) {
      onCheck(null);
      return;
    }
    void check(file).then((message) => {
      if (ticket === latestCheck.current) onCheck(message);
    });
  };

  /** What the file input itself takes from here, besides its name, `accept` and `required`. */
  const inputProps = { ref: inputRef, type: "file", onChange } as const;
  return { chosen, inputProps };
}
