import { type ComponentType, type ReactNode, useEffect, useRef } from "react";
import { useMessageText } from "~/platform/i18n/use-message-text";
import { useActionData, useFetcher, useNavigate, useSearchParams } from "react-router";
import type { ActionResult } from "~/platform/forms/form-action.server";
import { thumbnailSrc } from "~/components/admin/card-picture";
import { AdminCreateForm, AdminRecordCard, AdminRecordEditForm } from "~/components/admin/record-card";
import { LIST_SEARCH_FROM, listHref, type ListState, pageOfList, readListState } from "~/components/admin/list-page";
import { ListPagination, ListToolbar } from "~/components/admin/list-toolbar";
import { type ChichewaVersions, ChichewaVersionsContext, type RecordFieldProps } from "~/components/forms/record-fields";
import { useFetcherForm } from "~/components/forms/use-fetcher-form";
import { LinkTabs, TabPanel } from "~/components/tabs/link-tabs";
import { checkImageFile } from "~/platform/media/image-limits";
import type { FileCheck } from "~/components/forms/file-check";
import { checkFileAgainst, FILE_RULES, type FileKind } from "~/platform/files/file-rules";
import type { Picture } from "~/platform/media/picture";
import { type FormLimits, type RecordKind, recordIntents } from "~/platform/records/record-type";
import type { RecordTranslation } from "~/platform/records/translations";
import { PlainPostNotice } from "~/components/admin/plain-post-notice";
import { adminStaffWords } from "~/components/admin/admin-staff-words";
import { recordsWords } from "~/platform/records/records-words";
import { useLanguage } from "~/platform/i18n/use-t";

export interface ScreenRecord {
  id: number;
  /** Absent for records that own a file instead of a picture. */
  picture?: Picture | null;
  /** Its Chichewa versions, when the screen's loader read the records in Chichewa (translations.ts). */
  translation?: RecordTranslation;
}

/** Everything that differs between two back-office content screens (SPEC §2: "Add-X" and "View" tabs). */
export interface RecordScreenConfig<T extends ScreenRecord> {
  kind: RecordKind;
  /** Page heading, e.g. "Manage Bar". */
  title: string;
  lead: string;
  /** Tab labels as SPEC §2 names them, e.g. "Add-Bar" and "View". */
  addTab: string;
  viewTab: string;
  /** Heading of the View tab's list, e.g. "All bars". */
  listTitle: string;
  /** "Add a bar" / "Add bar". */
  addTitle: string;
  addButton: string;
  titleOf: (record: T) => string;
  /** "none" for types that own a file instead (`file`). */
  picture: "required" | "optional" | "none";
  /** The video or PDF a record owns (videos, documents, tenders): its field and kind. */
  file?: { field: string; kind: FileKind; required: boolean };
  /** Shown in a card's picture place (a video player, a PDF badge). */
  Media?: ComponentType<{ record: T }>;
  /** The empty list's text (default SPEC's "Not Available Coming Soon"). */
  emptyText?: string;
  /** The picture's form field (default `image`; SPEC §7 calls an advert's `media`). */
  fileField?: string;
  /** The fields the type also takes in Chichewa (its declaration's `translatable`): each shows beside its version. */
  translatable?: readonly string[] | undefined;
  /** The product's message per field, shown for any constraint the browser finds broken. */
  fieldMessages: Record<string, string>;
  Fields: ComponentType<RecordFieldProps<T>>;
  /** What a card shows under its title. */
  Details?: ComponentType<{ record: T }>;
  /**
   * "tabs" (default): SPEC §2's Add-X and View tabs. "form-above-list": one page with the
   * form over the list, for screens SPEC draws that way (Media Gallery: an upload form and a
   * grid); the tab labels are then unused.
   */
  layout?: "tabs" | "form-above-list";
  /** Toast title when a delete fails, naming what failed (DECISIONS §4); "Failed to delete" otherwise. */
  deleteFailed?: string;
}

/**
 * What a content type's declaration gives the shared screen (`screen.view`): its words and
 * fields. The rest (intents, picture or file rule) comes from the declaration itself.
 */
export type RecordScreenView<T extends ScreenRecord> = Omit<RecordScreenConfig<T>, "kind" | "picture" | "file" | "fileField" | "translatable">;

/** The versions a form's fields show: the type's translated fields, with the record's current versions when editing. */
export function chichewaVersionsOf(translatable: readonly string[] | undefined, record?: ScreenRecord): ChichewaVersions {
  return { fields: translatable ?? [], texts: record?.translation?.texts ?? {} };
}

type TabId = "add" | "view";

const fileFieldOf = (config: { fileField?: string | undefined; file?: { field: string } | undefined }) => config.file?.field ?? config.fileField ?? "image";

/** The in-browser check of the upload field: the image limits, or the video/PDF rule. */
function fileCheckOf(config: { file?: { kind: FileKind } | undefined }): FileCheck {
  const kind = config.file?.kind;
  return kind ? (file) => checkFileAgainst(FILE_RULES[kind], file) : checkImageFile;
}

/** The screen's address; `list` keeps the View tab's search and page (so an edit stays on its page). */
function screenHref(tab: TabId, edit?: number, list: ListState = { q: "", page: 1 }): string {
  return listHref(edit ? { tab, edit: String(edit) } : { tab }, list);
}

/**
 * A whole back-office screen for one content type: Add and View tabs in the URL, the create
 * form, the cards with in-place edit and delete, toasts for outcomes, and a notice when the
 * page was posted without JavaScript. A type supplies its words, its fields and its details.
 */
export function RecordScreen<T extends ScreenRecord>({
  config,
  records,
  limits,
  editLimits = limits,
  children,
}: {
  config: RecordScreenConfig<T>;
  records: T[];
  limits: FormLimits;
  /** The edit form's limits when an update needs other fields than an add (default: `limits`). */
  editLimits?: FormLimits;
  /** Extra content under the tabs (rare). */
  children?: ReactNode;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const plainPostResult = useActionData<ActionResult>();
  const tab: TabId = params.get("tab") === "view" ? "view" : "add";
  const editParam = Number(params.get("edit"));
  const editingId = Number.isSafeInteger(editParam) && editParam > 0 ? editParam : null;
  const idPrefix = config.kind.key;
  const listTitleId = `${idPrefix}-list-title`;
  const list = readListState(params);

  // After a record is added the View tab opens; focus its heading so keyboard and
  // screen-reader users land on the list that now holds it.
  const focusListOnView = useRef(false);
  useEffect(() => {
    if (tab === "view" && focusListOnView.current) {
      focusListOnView.current = false;
      document.getElementById(listTitleId)?.focus();
    }
  }, [tab, listTitleId]);

  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <h1>{config.title}</h1>
        <p className="admin-page-lead">{config.lead}</p>
      </header>
      <PlainPostNotice result={plainPostResult} />
      {config.layout === "form-above-list" ? (
        <>
          <RecordCreateForm config={config} limits={limits} onCreated={() => undefined} />
          <RecordList config={config} records={records} limits={editLimits} editingId={editingId} listTitleId={listTitleId} list={list} />
          {children}
        </>
      ) : (
        <>
          <LinkTabs
            label={config.title}
            idPrefix={idPrefix}
            activeId={tab}
            tabs={[
              { id: "add", label: config.addTab, to: screenHref("add") },
              { id: "view", label: config.viewTab, to: screenHref("view") },
            ]}
          />
          <TabPanel idPrefix={idPrefix} activeId={tab}>
            {tab === "add" ? (
              <RecordCreateForm
                config={config}
                limits={limits}
                onCreated={() => {
                  focusListOnView.current = true;
                  void navigate(screenHref("view"));
                }}
              />
            ) : (
              <RecordList config={config} records={records} limits={editLimits} editingId={editingId} listTitleId={listTitleId} list={list} />
            )}
            {children}
          </TabPanel>
        </>
      )}
    </div>
  );
}

/**
 * The View tab's list: a search by name once it is longer than LIST_SEARCH_FROM, and pages of
 * LIST_PAGE_SIZE, both in the URL (list-page.ts), so they work without JavaScript too.
 */
function RecordList<T extends ScreenRecord>({
  config, records, limits, editingId, listTitleId, list,
}: {
  config: RecordScreenConfig<T>; records: T[]; limits: FormLimits; editingId: number | null; listTitleId: string; list: ListState;
}) {
  const shown = pageOfList(records, config.titleOf, list);
  const messageText = useMessageText();
  const comingSoon = recordsWords.t(useLanguage(), "comingSoon");
  const view = { ...list, page: shown.page };
  const plural = config.listTitle.replace(/^All\s+/i, "").toLocaleLowerCase("en");
  return (
    <section className="admin-list" aria-labelledby={listTitleId}>
      <h2 id={listTitleId} className="admin-section-title" tabIndex={-1}>
        {config.listTitle} <span className="count">{records.length}</span>
      </h2>
      {records.length > LIST_SEARCH_FROM || list.q ? (
        <ListToolbar
          query={list.q}
          searchLabel={`Search ${plural} by name`}
          placeholder="Name"
          keep={{ tab: "view" }}
          clearHref={screenHref("view")}
        />
      ) : null}
      {list.q ? (
        <p className="list-search-result" role="status">
          {shown.matched === 0 ? adminStaffWords.msg("listNoMatch", { query: list.q }) : adminStaffWords.msg("listMatches", { matched: shown.matched, total: records.length, query: list.q })}
        </p>
      ) : null}
      {records.length === 0 ? (
        <p className="empty-state">{config.emptyText ? messageText(config.emptyText) : comingSoon}</p>
      ) : (
        <ul className="admin-card-grid" role="list">
          {shown.items.map((record) => (
            <li key={record.id}>
              <RecordCard
                config={config}
                record={record}
                limits={limits}
                editing={record.id === editingId}
                list={view}
                onDeleted={() => document.getElementById(listTitleId)?.focus()}
              />
            </li>
          ))}
        </ul>
      )}
      <ListPagination page={shown.page} pages={shown.pages} label={`Pages of ${plural}`} hrefOf={(page) => screenHref("view", undefined, { ...view, page })} />
    </section>
  );
}

function RecordCreateForm<T extends ScreenRecord>({ config, limits, onCreated }: { config: RecordScreenConfig<T>; limits: FormLimits; onCreated: () => void }) {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const { errorsFor, setError, formProps, pending, upload } = useFetcherForm({
    fetcher,
    messagesFor: config.fieldMessages,
    fileChecks: { [fileFieldOf(config)]: fileCheckOf(config) },
    onSuccess: () => {
      formRef.current?.reset();
      onCreated();
    },
  });
  const { Fields } = config;
  return (
    <AdminCreateForm
      fetcher={fetcher}
      formProps={formProps}
      formRef={formRef}
      titleId={`${config.kind.key}-add-title`}
      title={config.addTitle}
      intent={recordIntents(config.kind).create}
      submitLabel={config.addButton}
      pending={pending}
      upload={upload}
    >
      <ChichewaVersionsContext.Provider value={chichewaVersionsOf(config.translatable)}>
        <Fields errorsFor={errorsFor} limits={limits} onImageCheck={(message) => setError(fileFieldOf(config), message)} imageRequired={config.file ? config.file.required : config.picture === "required"} />
      </ChichewaVersionsContext.Provider>
    </AdminCreateForm>
  );
}

function RecordCard<T extends ScreenRecord>({
  config, record, limits, editing, list, onDeleted,
}: {
  config: RecordScreenConfig<T>; record: T; limits: FormLimits; editing: boolean; list: ListState; onDeleted: () => void;
}) {
  const title = config.titleOf(record);
  const { Details, Media } = config;
  return (
    <AdminRecordCard
      title={title}
      picture={record.picture ?? null}
      media={Media ? <Media record={record} /> : undefined}
      editing={editing}
      editHref={screenHref("view", record.id, list)}
      remove={{ intent: recordIntents(config.kind).remove, id: record.id, what: `the ${config.kind.noun} “${title}”`, onDeleted, failedTitle: config.deleteFailed }}
      renderEditForm={(titleId) => <RecordEditForm config={config} record={record} limits={limits} titleId={titleId} list={list} />}
    >
      {Details ? <Details record={record} /> : null}
    </AdminRecordCard>
  );
}

function RecordEditForm<T extends ScreenRecord>({ config, record, limits, titleId, list }: { config: RecordScreenConfig<T>; record: T; limits: FormLimits; titleId: string; list: ListState }) {
  const fetcher = useFetcher<ActionResult>();
  const navigate = useNavigate();
  const closeHref = screenHref("view", undefined, list);
  const { errorsFor, setError, formProps, pending, upload } = useFetcherForm({
    fetcher,
    messagesFor: config.fieldMessages,
    fileChecks: { [fileFieldOf(config)]: fileCheckOf(config) },
    // SPEC §4: a successful save clears the selection and shows the reloaded list.
    onSuccess: () => void navigate(closeHref, { replace: true, preventScrollReset: true }),
  });
  const { Fields } = config;
  return (
    <AdminRecordEditForm
      fetcher={fetcher}
      formProps={formProps}
      titleId={titleId}
      title={config.titleOf(record)}
      intent={recordIntents(config.kind).update}
      id={record.id}
      closeHref={closeHref}
      pending={pending}
      upload={upload}
    >
      <ChichewaVersionsContext.Provider value={chichewaVersionsOf(config.translatable, record)}>
        <Fields errorsFor={errorsFor} limits={limits} record={record} onImageCheck={(message) => setError(fileFieldOf(config), message)} imageRequired={false} />
      </ChichewaVersionsContext.Provider>
    </AdminRecordEditForm>
  );
}

/** For a Fields component: the current picture's thumbnail while editing. */
export const currentPictureSrc = (record: ScreenRecord | undefined) => (record ? thumbnailSrc(record.picture ?? null) : undefined);
