import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { can } from "~/domains/access/policy";
import { LoadAssetsStep } from "~/features/map/load-assets-step";
import { loadAssetsStep, loadAssetsStepIntents } from "~/features/map/load-assets-step.server";
import { mapLinks } from "~/features/map/styles";
import { paths } from "~/paths";
import { InputField } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { requirePermission, requireUser } from "~/web/auth.server";
import { actionContext, formIntent, runIntents } from "~/web/form-action.server";
import { plainFailure } from "~/web/form-failure";

export const meta: MetaFunction = () => [{ title: "Assets map · Keel" }];
export const links: LinksFunction = () => mapLinks();

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePermission({ request, context }, "asset.read");
  const step = await loadAssetsStep({ request, context });
  return { step, canSetTiles: can(user, "company.manage") };
}

/** The settings form as sent: a blank field clears its setting (the API checks the URL's shape). */
const mapSettingsForm = () =>
  z.object({
    tileUrl: z.string().max(500).default(""),
    attribution: z.string().max(300).default(""),
  });

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const back = new URL(request.url);
  const ctx = await actionContext({ request, context }, back.pathname + back.search);
  return runIntents(ctx, {
    ...loadAssetsStepIntents(),
    "map-settings": formIntent({
      schema: mapSettingsForm(),
      call: (api, value) => api.put("/geo/map-settings", value),
      ok: (answer) => answer.message,
    }),
  });
}

/** What is within a radius of a place: the same step the incident wizard uses, on its own page. */
export default function AssetsMap() {
  const { step, canSetTiles } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const settings = plainFailure(data, "map-settings");
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
      <LoadAssetsStep data={step} failure={plainFailure(data, "add-location")} />
      {canSetTiles ? (
        <Form method="post" className="card mt-6" aria-label="Map settings">
          <input type="hidden" name="intent" value="map-settings" />
          <h2 className="mb-1 font-medium">Street map</h2>
          <p className="mb-3 text-sm text-gray-600">
            Without a tile server the map shows the bundled world outline. A tile server URL contains {"{z}"},{" "}
            {"{x}"} and {"{y}"}.
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField
              id="tile-url"
              name="tileUrl"
              label="Tile server URL"
              defaultValue={settings?.values.tileUrl ?? step.settings.tileUrl ?? ""}
              placeholder="https://tiles.example.com/{z}/{x}/{y}.png"
              errors={settings ? (settings.fields.tileUrl ?? settings.formErrors) : null}
            />
            <InputField
              id="tile-attribution"
              name="attribution"
              label="Attribution"
              defaultValue={settings?.values.attribution ?? step.settings.attribution ?? ""}
              errors={settings?.fields.attribution}
            />
          </div>
          <button type="submit" className="btn-secondary mt-3">
            Save map settings
          </button>
        </Form>
      ) : null}
    </section>
  );
}
