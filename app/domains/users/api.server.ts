import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { pagedListEndpoint } from "~/api/endpoint-builders.server";
import { assignableRoles } from "~/domains/access/policy";
import { sessionUserAnswer } from "~/domains/auth/answers";
import { bearer } from "~/domains/auth/tokens.server";
import { roleLabel } from "~/shared/roles";
import {
  assignableRoleAnswer,
  emailCheckAnswer,
  managedUserAnswer,
  pagedUsersAnswer,
  passwordCheckAnswer,
  pickedUserAnswer,
  userAnswer,
  userDisabledAnswer,
} from "./answers";
import * as manage from "./manage.server";
import * as profile from "./profile.server";
import * as queries from "./queries.server";
import { sessionUpdateSchema, updateSession } from "./session-update.server";
import {
  disableUserSchema,
  emailQuerySchema,
  externalUserSchema,
  inviteUserSchema,
  pickerQuerySchema,
  profileSchema,
  roleSchema,
  updateRoleSchema,
  userIdSchema,
  userListQuerySchema,
  validatePasswordSchema,
} from "./validation";

const TAG = "Users";

const updateRole = <const Path extends string>(path: Path, summary: string) =>
  endpoint({
    method: "put",
    path,
    tag: TAG,
    summary,
    permission: "user.manage",
    body: updateRoleSchema,
    answer: userAnswer,
    handler: ({ deps, user, body }) => manage.updateRole(deps, user, body),
  });

export const userEndpoints = [
  // The session update changes the profile's names (the session user is read back as auth presents it).
  endpoint({
    method: "post",
    path: "/auth/session",
    tag: "Authentication",
    summary:
      "Update the session (JSON, or form-encoded with csrfToken): data may change the user's firstName and lastName; answers the session user",
    permission: "authenticated",
    form: true,
    body: sessionUpdateSchema,
    answer: sessionUserAnswer,
    handler: ({ c, deps, user, body }) => updateSession(deps, user, bearer(c), body),
  }),
  endpoint({
    method: "get",
    path: "/user",
    tag: TAG,
    summary: "The signed-in user's profile, with business units",
    permission: "profile.manage",
    answer: userAnswer,
    handler: ({ deps, user }) => profile.getProfile(deps, user),
  }),
  endpoint({
    method: "put",
    path: "/user",
    maxBodyBytes: 1024 * 1024, // a profile image of 400,000 characters
    tag: TAG,
    summary: "Change one's own name and profile image (a PNG, JPEG, GIF or WebP data URL of at most 256 KB)",
    permission: "profile.manage",
    body: profileSchema,
    answer: userAnswer,
    handler: ({ deps, user, body }) => profile.updateProfile(deps, user, body),
  }),
  pagedListEndpoint({
    path: "/user/all",
    tag: TAG,
    summary: "Manage Users: the users within the caller's scope, searched, filtered and paged",
    permission: "user.read",
    query: userListQuerySchema,
    answerBody: pagedUsersAnswer,
    list: queries.listUsers,
  }),
  endpoint({
    method: "get",
    path: "/user/detail/{id}",
    tag: TAG,
    summary: "One user within the caller's scope",
    permission: "user.read",
    params: z.object({ id: z.uuid() }),
    answer: managedUserAnswer,
    handler: ({ deps, user, params }) => queries.getUser(deps, user, params.id),
  }),
  endpoint({
    method: "get",
    path: "/user/email",
    tag: TAG,
    summary: "The user with this email, within the caller's scope",
    permission: "user.read",
    query: emailQuerySchema,
    answer: userAnswer,
    handler: ({ deps, user, query }) => queries.getUserByEmail(deps, user, query.email),
  }),
  endpoint({
    method: "get",
    path: "/user/is-user-disabled",
    tag: TAG,
    summary: "Whether a user (by userId or email; default the caller) is disabled",
    permission: "authenticated",
    query: z.object({
      userId: z.preprocess((v) => v || undefined, z.uuid().optional()),
      email: z.preprocess((v) => v || undefined, z.string().max(254).optional()),
    }),
    answer: userDisabledAnswer,
    handler: ({ deps, user, query }) => queries.isUserDisabled(deps, user, query),
  }),
  endpoint({
    method: "get",
    path: "/user/validate-email",
    tag: TAG,
    summary: "Whether an email is well formed and free for a new account",
    permission: "user.manage",
    query: emailQuerySchema,
    answer: emailCheckAnswer,
    handler: ({ deps, user, query }) => manage.validateEmail(deps, user, query.email),
  }),
  endpoint({
    method: "post",
    path: "/user/validate-password",
    tag: TAG,
    summary: "Whether a password meets the rule (8+ characters, upper, lower, digit, one of ! @ # $ & * ~)",
    permission: "public",
    body: validatePasswordSchema,
    answer: passwordCheckAnswer,
    handler: ({ body }) => manage.validatePassword(body.password),
  }),
  endpoint({
    method: "get",
    path: "/user/users-dropdown-generic",
    tag: TAG,
    summary: "People picker: active users of the caller's company by name or email",
    permission: "user.pick",
    query: pickerQuerySchema,
    answer: z.array(pickedUserAnswer),
    handler: ({ deps, user, query }) => queries.pickUsers(deps, user, query),
  }),
  endpoint({
    method: "get",
    path: "/user/role-assigned-users",
    tag: TAG,
    summary: "Active users of the caller's company holding a role",
    permission: "user.pick",
    query: z.object({ role: roleSchema }),
    answer: z.array(pickedUserAnswer),
    handler: ({ deps, user, query }) => queries.pickUsers(deps, user, { role: query.role, limit: 100 }),
  }),
  endpoint({
    method: "get",
    path: "/user/assignable-roles",
    tag: TAG,
    summary: "The roles the caller may give, with their labels",
    permission: "user.manage",
    answer: z.array(assignableRoleAnswer),
    handler: ({ user }) => assignableRoles(user.role).map((role) => ({ role, label: roleLabel(role) })),
  }),
  endpoint({
    method: "post",
    path: "/user/invite",
    tag: TAG,
    summary: "Invite a user by email with a role and business units; emails a single-use link valid 7 days",
    permission: "user.manage",
    status: 201,
    body: inviteUserSchema,
    answer: userAnswer,
    handler: ({ deps, user, body }) => manage.inviteUser(deps, user, body),
  }),
  endpoint({
    method: "post",
    path: "/user/resend-invite",
    tag: TAG,
    summary: "Email a pending user a fresh invitation link (the earlier link stops working)",
    permission: "user.manage",
    body: userIdSchema,
    answer: userAnswer,
    handler: ({ deps, user, body }) => manage.resendInvite(deps, user, body.userId),
  }),
  endpoint({
    method: "post",
    path: "/user/create-external-user",
    tag: TAG,
    summary: "Create an External user, who sets a password from the emailed link",
    permission: "user.manage",
    status: 201,
    body: externalUserSchema,
    answer: userAnswer,
    handler: ({ deps, user, body }) => manage.createExternalUser(deps, user, body),
  }),
  updateRole("/user/update-role", "Change a user's role, business units and (BUGeoAdmin) countries"),
  updateRole("/user/update-user-role", "Same as /user/update-role (the spec's path)"),
  endpoint({
    method: "put",
    path: "/user/disable-user",
    tag: TAG,
    summary: "Disable a user (ends their sessions at once and notifies them) or enable them again",
    permission: "user.manage",
    body: disableUserSchema,
    answer: userAnswer,
    handler: ({ deps, user, body }) => manage.setDisabled(deps, user, body),
  }),
];
