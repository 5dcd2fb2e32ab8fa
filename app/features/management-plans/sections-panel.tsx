import { Link } from "@remix-run/react";
import { ACCEPT_ATTRIBUTE, MAX_ATTACHMENT_BYTES } from "~/domains/files/model";
import { SECTION_ITEM_KIND_LABELS, SECTION_ITEM_KINDS } from "~/domains/management-plans/model";
import type { PlanDetails } from "~/features/management-plans/view-types";
import { paths } from "~/paths";
import { EditVersion } from "~/ui/edit-version";
import { ErrorList } from "~/ui/forms";
import { IntentField, IntentForm, RemoveButton, useIntentErrors } from "./intent-form";
import { SanitisedHtml } from "./rich-text";

type Section = PlanDetails["sections"][number];

const sizeLabel = (n: number) =>
  n < 1024 ? `${n} B` : n < 1048576 ? `${Math.round(n / 1024)} KB` : `${(n / 1048576).toFixed(1)} MB`;

/** Ordered sections with their items (rich text, sanitised by the API) and attached files. */
export function SectionsPanel({ sections, canManage }: { sections: Section[]; canManage: boolean }) {
  return (
    <section aria-labelledby="sections-heading" className="mb-6">
      <h2 id="sections-heading" className="mb-2 text-lg font-semibold">
        Sections
      </h2>
      {sections.length === 0 ? <p className="card text-gray-600">No sections yet.</p> : null}
      <ol className="space-y-4">
        {sections.map((s, index) => (
          <li key={s.id} className="card" aria-label={`Section ${s.title}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-medium">
                {index + 1}. {s.title}
              </h3>
              {canManage ? (
                <OrderButtons of={ORDER.section} row={s} index={index} count={sections.length} />
              ) : null}
            </div>
            <ul className="mt-3 space-y-3">
              {s.items.map((item, itemIndex) => (
                <li key={item.id} className="rounded border border-gray-100 p-3">
                  <div className="flex justify-between gap-2">
                    <p className="text-sm font-medium">
                      <span className="text-gray-500">{SECTION_ITEM_KIND_LABELS[item.kind]}:</span>{" "}
                      {item.title}
                    </p>
                    {canManage ? (
                      <OrderButtons of={ORDER.item} row={item} index={itemIndex} count={s.items.length} />
                    ) : null}
                  </div>
                  <SanitisedHtml className="mt-1 text-sm" html={item.content} />
                </li>
              ))}
            </ul>
            {s.attachments.length ? (
              <ul className="mt-3 text-sm" aria-label={`Files of ${s.title}`}>
                {s.attachments.map((a) => (
                  <li key={a.id} className="flex items-center gap-2">
                    <Link to={paths.managementPlanAttachment(a.id)} reloadDocument>
                      {a.fileName}
                    </Link>
                    <span className="text-gray-500">({sizeLabel(a.size)})</span>
                    {canManage ? (
                      <RemoveButton
                        intent="removeAttachment"
                        target={a.id}
                        label={`Remove file ${a.fileName}`}
                      />
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
            {canManage ? <SectionForms section={s} /> : null}
          </li>
        ))}
      </ol>
      {canManage ? (
        <IntentForm intent="addSection" className="card mt-4 flex items-end gap-2" label="Add section">
          <div className="flex-1">
            <IntentField intent="addSection" name="title" label="Section title" required />
          </div>
          <button type="submit" className="btn-primary">
            Add section
          </button>
        </IntentForm>
      ) : null}
    </section>
  );
}

/** How a section and an item are moved and removed: their intents, their buttons' look, the Remove's name. */
const ORDER = {
  section: {
    move: "moveSection",
    remove: "removeSection",
    look: { box: "flex gap-2", move: "btn-secondary", remove: "btn-danger" },
    removeLabel: (title: string) => `Remove section ${title}`,
  },
  item: {
    move: "moveItem",
    remove: "removeItem",
    look: { box: "flex gap-2 text-sm", move: undefined, remove: "text-red-700" },
    removeLabel: (title: string) => `Remove ${title}`,
  },
} as const;

/** A listed row's ↑ and ↓ (where it can move that way) and its Remove, each a form of its own. */
function OrderButtons({
  of,
  row,
  index,
  count,
}: {
  of: (typeof ORDER)[keyof typeof ORDER];
  row: { id: string; title: string };
  index: number;
  count: number;
}) {
  const move = (direction: "up" | "down", arrow: string) => (
    <IntentForm intent={of.move} target={row.id}>
      <input type="hidden" name="direction" value={direction} />
      <button type="submit" className={of.look.move} aria-label={`Move ${row.title} ${direction}`}>
        {arrow}
      </button>
    </IntentForm>
  );
  return (
    <div className={of.look.box}>
      {index > 0 ? move("up", "↑") : null}
      {index < count - 1 ? move("down", "↓") : null}
      <IntentForm intent={of.remove} target={row.id}>
        <button type="submit" className={of.look.remove} aria-label={of.removeLabel(row.title)}>
          Remove
        </button>
      </IntentForm>
    </div>
  );
}

function SectionForms({ section }: { section: Section }) {
  const item = useIntentErrors("addItem", section.id);
  const upload = useIntentErrors("upload", section.id);
  const rename = useIntentErrors("renameSection", section.id);
  // Open after a refused change (e.g. a conflict), so the message and the user's input show without JavaScript.
  const failed = [item, upload, rename].some((r) => r.failed);
  return (
    <details className="mt-3" open={failed || undefined}>
      <summary className="cursor-pointer text-sm text-green-700">Add to {section.title}</summary>
      <IntentForm
        intent="renameSection"
        target={section.id}
        className="mt-2 flex items-end gap-2"
        label={`Rename ${section.title}`}
      >
        <EditVersion part={`section:${section.id}`} />
        <div className="flex-1">
          <IntentField intent="renameSection" target={section.id} name="title" label="New section title" />
        </div>
        <button type="submit" className="btn-secondary">
          Rename
        </button>
      </IntentForm>
      <IntentForm
        intent="addItem"
        target={section.id}
        className="mt-2 grid gap-2"
        label={`Add item to ${section.title}`}
      >
        <div>
          <label htmlFor={`kind-${section.id}`} className="label">
            Kind
          </label>
          <select id={`kind-${section.id}`} name="kind" className="input">
            {SECTION_ITEM_KINDS.map((k) => (
              <option key={k} value={k}>
                {SECTION_ITEM_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        <IntentField intent="addItem" target={section.id} name="title" label="Item title" required />
        <div>
          <label htmlFor={`content-${section.id}`} className="label">
            Content
          </label>
          <textarea id={`content-${section.id}`} name="content" className="input" rows={4} />
          <ErrorList errors={item.field("content")} />
        </div>
        <button type="submit" className="btn-primary justify-self-start">
          Add item
        </button>
      </IntentForm>
      <IntentForm
        intent="upload"
        target={section.id}
        encType="multipart/form-data"
        className="mt-4 flex flex-wrap items-end gap-2"
        label={`Attach a file to ${section.title}`}
      >
        <div>
          <label htmlFor={`file-${section.id}`} className="label">
            Attach a file (at most {MAX_ATTACHMENT_BYTES / 1048576} MB)
          </label>
          <input
            id={`file-${section.id}`}
            name="file"
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            className="text-sm"
          />
          <ErrorList errors={upload.field("file") ?? upload.field("size") ?? upload.field("fileName")} />
        </div>
        <button type="submit" className="btn-secondary">
          Upload
        </button>
      </IntentForm>
    </details>
  );
}
