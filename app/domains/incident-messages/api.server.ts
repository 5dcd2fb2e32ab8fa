import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import {
  answeredAnswer,
  answerPageAnswer,
  audienceSizesAnswer,
  calledBackAnswer,
  channelsAnswer,
  helpRequestAnswer,
  incidentMessageAnswer,
  linkAnswer,
  recipientListAnswer,
  resentAnswer,
  sentAnswer,
} from "./answers";
import * as help from "./help.server";
import { LINK_PURPOSES } from "./model";
import * as service from "./service.server";
import { calledBackSchema } from "./validation";

const tag = "Incident messages";
const idParams = z.object({ id: z.uuid() });
const tokenSchema = z.object({ token: z.string().min(1).max(200) });
const pageAnswerSchema = z.object({ token: z.string().min(1).max(64), purpose: z.enum(LINK_PURPOSES) });

export const incidentMessageEndpoints = [
  endpoint({
    method: "get",
    path: "/messages/channels",
    tag,
    summary:
      "The channels a message may go by (email and SMS, and voice where a provider places calls), and a sample SMS answer link",
    permission: "incident.read",
    answer: channelsAnswer,
    handler: ({ deps }) => ({
      channels: service.offeredChannels(deps),
      answerLinkSample: service.answerLinkSample(deps),
    }),
  }),
  endpoint({
    method: "get",
    path: "/incident/{id}/messages",
    tag,
    summary: "Messages sent from an incident or crisis, newest first, each with its tally",
    permission: "incident.read",
    params: idParams,
    answer: z.array(incidentMessageAnswer),
    handler: ({ deps, user, params }) => service.listMessages(deps, user, params.id),
  }),
  endpoint({
    method: "get",
    path: "/incident/{id}/messages/audiences",
    tag,
    summary: "How many people each audience of a message from this incident reaches (the send form's counts)",
    permission: "incident.read",
    params: idParams,
    answer: audienceSizesAnswer,
    handler: ({ deps, user, params }) => service.audienceSizesOf(deps, user, params.id),
  }),
  endpoint({
    method: "get",
    path: "/incident/{id}/messages/answered",
    tag,
    summary:
      "Everyone messaged from an incident or crisis, once each, by their latest answer (register or not)",
    permission: "incident.read",
    params: idParams,
    answer: answeredAnswer,
    handler: ({ deps, user, params }) => service.answeredOfIncident(deps, user, params.id),
  }),
  endpoint({
    method: "post",
    path: "/incident/{id}/messages",
    tag,
    summary:
      "Send a message (from a template, text editable) to chosen audiences by email, SMS or voice; each copy carries signed single-use links",
    permission: "incident.manage",
    status: 201,
    params: idParams,
    body: service.sendMessageSchema,
    answer: sentAnswer,
    handler: ({ deps, user, params, body }) => service.sendMessage(deps, user, params.id, body),
  }),
  endpoint({
    method: "post",
    path: "/incident/{id}/messages/{messageId}/resend",
    tag,
    summary: "Send a message again to its recipients who have not answered (fresh links)",
    permission: "incident.manage",
    params: z.object({ id: z.uuid(), messageId: z.uuid() }),
    answer: resentAnswer,
    handler: ({ deps, user, params }) => service.resendUnanswered(deps, user, params.id, params.messageId),
  }),
  endpoint({
    method: "get",
    path: "/incident/{id}/messages/{messageId}/recipients",
    tag,
    summary:
      "A message's recipients by name, a page at a time, filtered by state (need help, safe, acknowledged, delivered, failed, no answer)",
    permission: "incident.read",
    params: z.object({ id: z.uuid(), messageId: z.uuid() }),
    query: service.recipientsQuery,
    answer: recipientListAnswer,
    handler: ({ deps, user, params, query }) =>
      service.listRecipients(deps, user, params.id, params.messageId, query),
  }),
  endpoint({
    method: "post",
    path: "/incident/{id}/messages/{messageId}/recipients/{recipientId}/resend",
    tag,
    summary: "Send a message again to one recipient who has not answered (fresh links)",
    permission: "incident.manage",
    params: z.object({ id: z.uuid(), messageId: z.uuid(), recipientId: z.uuid() }),
    answer: resentAnswer,
    handler: ({ deps, user, params }) =>
      service.resendOne(deps, user, params.id, params.messageId, params.recipientId),
  }),
  endpoint({
    method: "get",
    path: "/incident/{id}/help-requests",
    tag,
    summary: 'Who answered "I need help" and has not been called back, newest first, with phone and site',
    permission: "incident.read",
    params: idParams,
    answer: z.array(helpRequestAnswer),
    handler: ({ deps, user, params }) => help.listHelpRequests(deps, user, params.id),
  }),
  endpoint({
    method: "post",
    path: "/incident/{id}/help-requests/{recipientId}/called-back",
    tag,
    summary: "Record a call-back (with a note) to someone who asked for help: it ends their red row",
    permission: "impact.manage",
    params: z.object({ id: z.uuid(), recipientId: z.uuid() }),
    body: calledBackSchema,
    answer: calledBackAnswer,
    handler: ({ deps, user, params, body }) =>
      help.recordCallBack(deps, user, params.id, params.recipientId, body),
  }),
  endpoint({
    method: "get",
    path: "/message-link",
    tag,
    summary: "What a message's signed link does (ready, used, expired or invalid); records nothing",
    permission: "public",
    query: tokenSchema,
    answer: linkAnswer,
    handler: ({ deps, query }) => service.describeLink(deps, query.token),
  }),
  endpoint({
    method: "post",
    path: "/message-link",
    tag,
    summary:
      "Answer through a message's signed link (I'm safe, I need help, Acknowledge), once per recipient",
    permission: "public",
    maxBodyBytes: 1024,
    body: tokenSchema,
    answer: linkAnswer,
    handler: ({ deps, body }) => service.answerLink(deps, body.token),
  }),
  endpoint({
    method: "get",
    path: "/answer-page",
    tag,
    summary:
      "What an SMS's answer page shows (the whole message, each answer it offers and whether given); records nothing",
    permission: "public",
    query: z.object({ token: z.string().min(1).max(64) }),
    answer: answerPageAnswer,
    handler: ({ deps, query }) => service.describeAnswerPage(deps, query.token),
  }),
  endpoint({
    method: "post",
    path: "/answer-page",
    tag,
    summary:
      "Answer on an SMS's answer page (I'm safe, I need help, Acknowledge), each answer once per recipient",
    permission: "public",
    maxBodyBytes: 1024,
    body: pageAnswerSchema,
    answer: linkAnswer,
    handler: ({ deps, body }) => service.answerOnPage(deps, body.token, body.purpose),
  }),
];
