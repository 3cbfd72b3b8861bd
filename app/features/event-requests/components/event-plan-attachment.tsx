import { useEffect, useRef } from "react";
import { UploadProgress } from "~/components/forms/upload-progress";
import { useFetcherResult } from "~/components/forms/use-fetcher-result";
import { useUpload } from "~/components/forms/use-upload";
import { checkFileAgainst, FILE_RULES } from "~/platform/files/file-rules";
import type { EventPlanResult, OutgoingFinish } from "./event-plan-types";

/*
 * The event quotation's attachment: its checks in the browser and its upload with a progress
 * bar (decision 020). Most guests send no file, so the wizard fetches this when a file is
 * chosen or the guest reaches the step that sends the form, not with the page.
 */

const rule = FILE_RULES["event-attachment"];

/** What is said at once about the file an input holds: only its size (its bytes are read on Next). */
export function sizeProblems(input: HTMLInputElement): string[] {
  const file = input.files?.[0];
  return file && file.size >= rule.maxBytes ? [rule.tooLarge] : [];
}

/** The early, in-browser verdict on the attachment; null when it may go to the server. */
export function attachmentProblem(file: File): Promise<string | null> {
  return checkFileAgainst(rule, file);
}

/**
 * Sends each Finish the wizard hands over through XMLHttpRequest and shows how much is sent.
 * `onAnswer` gets the action's answer; `onEnd` is told when the upload is over, answered or
 * cancelled by the guest.
 */
export function AttachmentUpload({
  outgoing,
  onAnswer,
  onEnd,
}: {
  outgoing: OutgoingFinish | null;
  onAnswer: (result: EventPlanResult) => void;
  onEnd: () => void;
}) {
  const upload = useUpload();
  const { pending } = upload;
  // The newest upload function and end handler, so a new identity of either never sends again.
  const latest = useRef({ send: upload.send, onEnd });
  useEffect(() => {
    latest.current = { send: upload.send, onEnd };
  });
  useEffect(() => {
    if (outgoing) latest.current.send(outgoing.form);
  }, [outgoing]);
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending) latest.current.onEnd();
    wasPending.current = pending;
  }, [pending]);
  useFetcherResult(upload.result as EventPlanResult | undefined, onAnswer, !pending);
  return <UploadProgress upload={upload} />;
}
