"use server";

import { userAction } from "@/lib/auth/action-builder";
import { blockConversation, markThreadRead, messagesAfter, reportConversation, readThread, sendMessage, setMessagePreference } from "./conversations";
import { listConversations } from "./queries";
import { catchUpSchema, conversationListSchema, messagePreferenceSchema, partnerSchema, reportConversationSchema, sendMessageSchema, threadRequestSchema } from "./schemas";

// Every action: a signed-in, not banned user with a username (userAction), then the domain function
// authorizes from the partner row itself (lib/messages/partners.ts).

export const sendMessageAction = userAction.input(sendMessageSchema).action(({ actor, input }) => sendMessage(actor.id, input));

export const loadThreadAction = userAction.input(threadRequestSchema).action(({ actor, input }) => readThread(actor.id, input));

export const catchUpAction = userAction.input(catchUpSchema).action(({ actor, input }) => messagesAfter(actor.id, input));

export const markReadAction = userAction.input(partnerSchema).action(({ actor, input }) => markThreadRead(actor.id, input));

export const loadConversationsAction = userAction.input(conversationListSchema).action(({ actor, input }) => listConversations(actor.id, input));

export const blockConversationAction = userAction.input(partnerSchema).action(({ actor, input }) => blockConversation(actor.id, input));

export const reportConversationAction = userAction.input(reportConversationSchema).action(({ actor, input }) => reportConversation(actor.id, input));

export const setMessagePreferenceAction = userAction.input(messagePreferenceSchema).action(({ actor, input }) => setMessagePreference(actor.id, input));
