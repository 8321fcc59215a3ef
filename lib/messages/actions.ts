"use server";

import { requireUser } from "@/lib/auth/session";
import { runAction, type ActionResult } from "@/lib/errors";
import { blockConversation, markThreadRead, messagesAfter, reportConversation, readThread, sendMessage, setMessagePreference, type ThreadPage } from "./conversations";
import type { ChatMessage } from "@/lib/realtime/events";
import { listConversations, type ConversationPage } from "./queries";

// Every action: a signed-in, not banned user with a username (requireUser), then the domain function
// authorizes from the partner row itself (lib/messages/partners.ts).

export async function sendMessageAction(raw: unknown): Promise<ActionResult<ChatMessage>> {
  return runAction(async () => sendMessage((await requireUser()).id, raw));
}

export async function loadThreadAction(raw: unknown): Promise<ActionResult<ThreadPage>> {
  return runAction(async () => readThread((await requireUser()).id, raw));
}

export async function catchUpAction(raw: unknown): Promise<ActionResult<{ messages: ChatMessage[]; more: boolean }>> {
  return runAction(async () => messagesAfter((await requireUser()).id, raw));
}

export async function markReadAction(raw: unknown): Promise<ActionResult<{ marked: number }>> {
  return runAction(async () => markThreadRead((await requireUser()).id, raw));
}

export async function loadConversationsAction(raw: unknown): Promise<ActionResult<ConversationPage>> {
  return runAction(async () => listConversations((await requireUser()).id, raw));
}

export async function blockConversationAction(raw: unknown): Promise<ActionResult<{ blocked: true }>> {
  return runAction(async () => blockConversation((await requireUser()).id, raw));
}

export async function reportConversationAction(raw: unknown): Promise<ActionResult<{ reported: true }>> {
  return runAction(async () => reportConversation((await requireUser()).id, raw));
}

export async function setMessagePreferenceAction(raw: unknown): Promise<ActionResult<{ fromFollowingOnly: boolean }>> {
  return runAction(async () => setMessagePreference((await requireUser()).id, raw));
}
