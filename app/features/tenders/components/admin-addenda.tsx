import { createContext, useContext, useId, useRef } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/platform/forms/form-action.server";
import { DeleteButton } from "~/components/forms/delete-button";
import { UploadInput } from "~/components/forms/record-fields";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { UploadProgress } from "~/components/forms/upload-progress";
import { useFetcherForm } from "~/components/forms/use-fetcher-form";
import { checkFileAgainst, FILE_RULES, formatByteSize } from "~/platform/files/file-rules";
import { type FormLimits, recordIntents } from "~/platform/records/record-type";
import { formatPosted } from "~/features/tenders/closing";
import type { PublicAddendum, PublicTender } from "~/features/tenders/schema";
import { tendersStaffWords } from "~/features/tenders/tenders-staff-words";
import { filesWords } from "~/platform/files/files-words";

/**
 * From the Tender Management screen's loader: each tender's addenda, newest first, by tender
 * id; the addendum form's limits; and the moment the list was read, which decides "Closes"
 * or "Closed" the same on the server and in the browser.
 */
export const TenderScreenContext = createContext<{ byTender: ReadonlyMap<number, readonly PublicAddendum[]>; limits: FormLimits; now: number }>({
  byTender: new Map(),
  limits: {},
  now: 0,
});

const ADDENDUM_INTENTS = recordIntents({ key: "addendum" });

/**
 * A tender's addenda on its back-office card: each with its PDF and the day it was posted, a
 * trash button, and a small form to post the next one (its followers are then emailed).
 */
export function AdminAddenda({ tender }: { tender: PublicTender }) {
  const addenda = useContext(TenderScreenContext).byTender.get(tender.id) ?? [];
  const headingId = useId();
  return (
    <section className="admin-addenda" aria-labelledby={headingId}>
      <h4 id={headingId} className="admin-addenda-title">
        Addenda <span className="count">{addenda.length}</span>
      </h4>
      {addenda.length > 0 ? (
        <ul className="admin-addenda-list" role="list">
          {addenda.map((addendum) => (
            <AddendumRow key={addendum.id} addendum={addendum} />
          ))}
        </ul>
      ) : null}
      <AddAddendumForm tender={tender} />
    </section>
  );
}

function AddendumRow({ addendum }: { addendum: PublicAddendum }) {
  const fetcher = useFetcher<ActionResult>();
  return (
    <li className="admin-addendum" data-pending={fetcher.state !== "idle" ? "" : undefined}>
      <div className="admin-addendum-text">
        {addendum.url ? (
          <a href={addendum.url} download={addendum.downloadName ?? true}>
            {addendum.title}
          </a>
        ) : (
          <span>{addendum.title}</span>
        )}
        <span className="admin-addendum-meta">
          Posted <time dateTime={addendum.postedAt}>{formatPosted(addendum.postedAt)}</time>
          {addendum.byteSize !== null ? ` · PDF, ${formatByteSize(addendum.byteSize)}` : null}
        </span>
      </div>
      <DeleteButton
        fetcher={fetcher}
        intent={ADDENDUM_INTENTS.remove}
        id={addendum.id}
        label={`Delete addendum ${addendum.title}`}
        what={`the addendum “${addendum.title}”`}
        failedTitle={tendersStaffWords.msg("addendumDeleteFailed")}
      />
    </li>
  );
}

function AddAddendumForm({ tender }: { tender: PublicTender }) {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const { limits } = useContext(TenderScreenContext);
  const { errorsFor, setError, formProps, pending, upload } = useFetcherForm({
    fetcher,
    messagesFor: { title: tendersStaffWords.msg("addendumTitleRequired"), file: filesWords.msg("documentRequired") },
    fileChecks: { file: (file) => checkFileAgainst(FILE_RULES.tender, file) },
    onSuccess: () => formRef.current?.reset(),
  });
  return (
    <details className="admin-addendum-add">
      <summary>Post an addendum</summary>
      <fetcher.Form ref={formRef} method="post" encType="multipart/form-data" className="admin-addendum-form" aria-label={`Post an addendum to ${tender.name}`} {...formProps}>
        <input type="hidden" name="intent" value={ADDENDUM_INTENTS.create} />
        <input type="hidden" name="tenderId" value={tender.id} />
        <Field id={titleId} label="Title" limits={limits.title} errors={errorsFor("title")} hint="e.g. “Addendum 1: site visit moved”">
          {(control) => <input {...control} name="title" type="text" autoComplete="off" />}
        </Field>
        <UploadInput name="file" kind="tender" errorsFor={errorsFor} onFileCheck={(message) => setError("file", message)} required editing={false} />
        <UploadProgress upload={upload} />
        <div className="form-actions">
          <SubmitButton pending={pending} pendingLabel="Posting…">
            Post addendum
          </SubmitButton>
        </div>
      </fetcher.Form>
    </details>
  );
}
