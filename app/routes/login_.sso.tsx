import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GuestLayout } from "~/features/shell/guest-layout";
import { providerUrl } from "~/features/sso/browser.server";
import { paths } from "~/paths";

/**
 * The hop between the sign-in form and the identity provider: a new navigation (an immediate
 * refresh, with a link as fallback) rather than the form's redirect, which form-action 'self' blocks.
 * The address comes from the signed cookie the form set, never from the query.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = await providerUrl(request);
  if (!url) throw redirect(paths.loginWith({ error: "OAuthState" }));
  return { url };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: "Single sign-on · Keel" },
  ...(data ? [{ httpEquiv: "refresh", content: `0;url=${data.url}` }] : []),
];

export default function ContinueToProvider() {
  const { url } = useLoaderData<typeof loader>();
  return (
    <GuestLayout title="Single sign-on">
      <p className="mb-4 text-gray-700">Taking you to your company's sign-in page…</p>
      <a href={url} className="btn-primary">
        Continue to your identity provider
      </a>
    </GuestLayout>
  );
}
