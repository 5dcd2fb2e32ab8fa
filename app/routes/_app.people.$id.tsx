import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { recordOrThrow } from "~/web/page-read.server";

export const meta: MetaFunction = () => [{ title: "Person · Keel" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const api = await apiClient({ request, context });
  return { card: recordOrThrow(await api.get("/people/card-details", { id: params.id })) };
}

/** A person's contact card (/people/card-details): who, how to reach them, where they are based. */
export default function PersonCard() {
  const { card } = useLoaderData<typeof loader>();
  const rows: [string, string | null][] = [
    ["Job title", card.jobTitle],
    ["Email", card.email],
    ["Phone", card.phone],
    ["Mobile", card.mobile],
    [
      "Home site",
      card.homeSite
        ? `${card.homeSite.name}${card.homeSite.address ? ` — ${card.homeSite.address}` : ""}`
        : null,
    ],
    [
      "Emergency contact",
      card.emergencyContact
        ? [card.emergencyContact.name, card.emergencyContact.phone].filter(Boolean).join(", ")
        : null,
    ],
    ["Location", card.location ? `${card.location.lat.toFixed(4)}, ${card.location.lng.toFixed(4)}` : null],
  ];
  return (
    <section>
      <PageHeader title={card.name} back={{ to: paths.people, label: "All people" }}>
        {card.typeLabel}
      </PageHeader>
      <dl
        className="card grid max-w-2xl grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm"
        data-testid="person-card"
      >
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-gray-600">{label}</dt>
            <dd>{value ?? "N/A"}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
