import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { LoadAssetsStep } from "~/components/map/load-assets-step";
import { loadAssetsStep } from "~/components/map/load-assets-step.server";
import { mapLinks } from "~/components/map/styles";
import { PageHeader } from "~/components/page";
import { requireUser } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: "Assets map · Keel" }];
export const links: LinksFunction = () => mapLinks();

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return loadAssetsStep(request);
}

/** What is within a radius of a place: the same step the incident wizard uses, on its own page. */
export default function AssetsMap() {
  const data = useLoaderData<typeof loader>();
  return (
    <section>
      <PageHeader
        title="Assets map"
        actions={
          <>
            <Link to="/assets" className="btn-secondary">
              Assets
            </Link>
            <Link to="/people" className="btn-secondary">
              People
            </Link>
          </>
        }
      >
        Find the sites and people near a location.
      </PageHeader>
      <LoadAssetsStep data={data} />
    </section>
  );
}
