import { InboxContactLinks, InboxItemHeader, InboxList } from "~/components/admin/inbox";
import { formatByteSize } from "~/platform/files/file-rules";
import type { JobApplication } from "../schema";

/** Job applications, newest first: the vacancy, the applicant, the cover note and the CV to download. */
export function ApplicationList({ applications, listTitleId }: { applications: JobApplication[]; listTitleId: string }) {
  return (
    <InboxList items={applications} listTitleId={listTitleId}>
      {(application) => <ApplicationItem application={application} />}
    </InboxList>
  );
}

function ApplicationItem({ application }: { application: JobApplication }) {
  const titleId = `application-${application.id}-title`;
  const { cv } = application;
  return (
    <article className="inbox-item" aria-labelledby={titleId}>
      <InboxItemHeader
        titleId={titleId}
        title={application.name}
        status={`V-${application.vacancyId ?? "?"}`}
        statusClass="inbox-status-open"
        receivedAt={application.createdAt}
      />
      <p className="inbox-message">
        <strong>{application.vacancyName}</strong>, in {application.language === "ny" ? "Chichewa" : "English"}
      </p>
      <InboxContactLinks email={application.email} phone={application.phone} />
      {application.coverNote ? <p className="inbox-message">{application.coverNote}</p> : null}
      {cv ? (
        <p className="inbox-contact">
          <a href={cv.url} download>
            {`Download CV: ${cv.mime === "application/pdf" ? "PDF" : "Word"}, ${formatByteSize(cv.byteSize)}`}
          </a>
        </p>
      ) : (
        <p className="form-hint">The CV is no longer stored.</p>
      )}
      {application.acknowledgement === "withheld" ? <p className="form-hint">No acknowledgement was emailed (this address had its hour&apos;s share).</p> : null}
    </article>
  );
}
