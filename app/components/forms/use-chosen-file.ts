import { type ChangeEvent, useEffect, useRef, useState } from "react";
import type { FileCheck } from "~/components/forms/file-check";

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

  return { inputRef, chosen, onChange };
}
