import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireUser } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: "Analysis · Keel" }];

/** Spec §2: rendered without the common layout (no top bar or sidebar). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function Analysis() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-semibold">Analysis</h1>
      <p className="mt-2 text-gray-600">
        Processes by control and strategy status over time, time since activation against MAD, and headcount.
      </p>
      <p className="mt-4">
        <a href="/bcpActivationResponse">Back to BCP Activation Response</a>
      </p>
    </main>
  );
}
