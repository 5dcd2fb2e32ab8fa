import { endpoint } from "~/api/endpoint.server";
import { shellAnswer } from "./answers";
import { shellData } from "./service.server";

export const shellEndpoints = [
  endpoint({
    method: "get",
    path: "/shell",
    tag: "Notifications",
    summary:
      "What every signed-in page's frame shows, in one read: unread counts (as /notifications/counts), the first 11 favourites (as /incident/favourites) and the company's date settings (as /company/dates)",
    permission: "authenticated",
    answer: shellAnswer,
    handler: ({ deps, user }) => shellData(deps, user),
  }),
];
