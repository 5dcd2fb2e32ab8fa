import { endpoint } from "~/api/endpoint.server";
import { readOnce } from "~/api/shared-auth.server";
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
    // Read once per page request: the frame asks, and so may its page (the people list, for the language).
    handler: ({ deps, user }) => readOnce(user, "shell", () => shellData(deps, user)),
  }),
];
