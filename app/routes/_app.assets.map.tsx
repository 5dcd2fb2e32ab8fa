import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import { LoadAssetsStep } from "~/features/map/load-assets-step";
import { loadAssetsStep, loadAssetsStepAction } from "~/features/map/load-assets-step.server";
import { mapLinks } from "~/features/map/styles";
import { paths } from "~/paths";
import { ErrorList } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requirePermission, requireUser } from "~/web/auth.server";
import { type ActionFailure, finishAction } from "~/web/intent-action.server";

export const meta: MetaFunction = () => [{ title: "Assets map · Keel" }];
export const links: LinksFunction = () => mapLinks();

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePermission({ request, context }, "asset.read");
  const step = await loadAssetsStep({ request, context });
  return { step, canSetTiles: can(user, "company.manage") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const form = await request.formData();
  const back = new URL(request.url);
  const stepAnswer = await loadAssetsStepAction({ request, context }, form, back.pathname + back.search);
  if (stepAnswer) return stepAnswer;
  const api = await apiClient({ request, context });
  const res = await api.put("/geo/map-settings", {
    tileUrl: form.get("tileUrl")?.toString() ?? "",
    attribution: form.get("attribution")?.toString() ?? "",
  });
  return finishAction(request, back.pathname + back.search, { intent: "map-settings", id: null }, res);
}

/** What is within a radius of a place: the same step the incident wizard uses, on its own page. */
export default function AssetsMap() {
  const { step, canSetTiles } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as ActionFailure | undefined;
  return (
    <section>
      <PageHeader
        title="Assets map"
        actions={
          <>
            <Link to={paths.assets} className="btn-secondary">
              Assets
            </Link>
            <Link to={paths.people} className="btn-secondary">
              People
            </Link>
          </>
        }
      >
        Find the sites and people near a location.
      </PageHeader>
      <LoadAssetsStep data={step} failure={failure} />
      {canSetTiles ? (
        <Form method="post" className="card mt-6" aria-label="Map settings">
          <h2 className="mb-1 font-medium">Street map</h2>
          <p className="mb-3 text-sm text-gray-600">
            Without a tile server the map shows the bundled world outline. A tile server URL contains {"{z}"},{" "}
            {"{x}"} and {"{y}"}.
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor="tile-url" className="label">
                Tile server URL
              </label>
              <input
                id="tile-url"
                name="tileUrl"
                className="input"
                defaultValue={step.settings.tileUrl ?? ""}
                placeholder="https://tiles.example.com/{z}/{x}/{y}.png"
              />
              <ErrorList
                errors={
                  failure?.intent === "map-settings" ? (failure.fields.tileUrl ?? [failure.message]) : null
                }
              />
            </div>
            <div>
              <label htmlFor="tile-attribution" className="label">
                Attribution
              </label>
              <input
                id="tile-attribution"
                name="attribution"
                className="input"
                defaultValue={step.settings.attribution ?? ""}
              />
            </div>
          </div>
          <button type="submit" className="btn-secondary mt-3">
            Save map settings
          </button>
        </Form>
      ) : null}
    </section>
  );
}
