"use server";

import { userAction } from "@/lib/auth/action-builder";
import { blockConversation, markThreadRead, messagesAfter, reportConversation, readThread, sendMessage, setMessagePreference } from "./conversations";
import { reactToMessage, unsendMessage } from "./message-changes";
import { listConversations } from "./queries";
import { shareToConversations } from "./share";
import { signalTyping } from "./typing";
import {
  catchUpSchema,
  conversationListSchema,
  messagePreferenceSchema,
  messageRefSchema,
  partnerSchema,
  reactSchema,
  reportConversationSchema,
  sendMessageSchema,
  shareSchema,
  threadRequestSchema,
  typingSchema,
} from "./schemas";

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

// Issue 46: unsend, react, typing, and "Send in a message".
export const unsendMessageAction = userAction.input(messageRefSchema).action(({ actor, input }) => unsendMessage(actor.id, input));

export const reactAction = userAction.input(reactSchema).action(({ actor, input }) => reactToMessage(actor.id, input));

export const typingAction = userAction.input(typingSchema).action(({ actor, input }) => signalTyping(actor.id, input));

export const shareAction = userAction.input(shareSchema).action(({ actor, input }) => shareToConversations(actor.id, input));
