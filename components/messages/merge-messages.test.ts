import { lastStoredId, markUnsent, mergeEvent, mergeMessages, type ThreadItem } from "./merge-messages";

import type { ChatMessage } from "@/lib/realtime/events";

const extras = { photos: [], replyTo: null, reactions: [], deleted: false, shared: null } satisfies Partial<ChatMessage>;
const message = (id: string, at: string) => ({ id, senderId: "a", receiverId: "b", content: id, isRead: false, at, product: null, ...extras });

describe("mergeMessages", () => {
  it("keeps each message once, in server order, with unsent ones last", () => {
    const sending: ThreadItem = { ...message("local-1", "9999"), status: "sending" };
    let items = mergeMessages([sending], [message("m2", "2024-01-01T00:00:02.000000Z")]);
    items = mergeMessages(items, [message("m1", "2024-01-01T00:00:01.000000Z"), message("m2", "2024-01-01T00:00:02.000000Z")]);
    items = mergeMessages(items, [{ ...message("m1", "2024-01-01T00:00:01.000000Z"), isRead: true }]);
    expect(items.map((item) => [item.id, item.status, item.isRead])).toEqual([
      ["m1", "stored", true],
      ["m2", "stored", false],
      ["local-1", "sending", false],
    ]);
    expect(lastStoredId(items)).toBe("m2");
    expect(lastStoredId([sending])).toBeNull();
  });
});

describe("mergeEvent", () => {
  it("lets the sender's own event replace its pending bubble, so a message never shows twice", () => {
    const pending = (id: string, content: string): ThreadItem => ({ id, senderId: "a", receiverId: "b", content, isRead: false, at: "", status: "sending", product: null, ...extras });
    const stored = (id: string, content: string) => ({ id, senderId: "a", receiverId: "b", content, isRead: false, at: `2024-01-01T00:00:0${id.slice(1)}.000000Z`, product: null, ...extras });
    let items = [pending("local-1", "hola"), pending("local-2", "hola"), pending("local-3", "¿paseamos?")];
    items = mergeEvent(items, stored("m1", "hola"), "a");
    expect(items.map((item) => item.id)).toEqual(["m1", "local-2", "local-3"]);
    // The same event again, or the send's answer merged later, changes nothing.
    items = mergeEvent(items, stored("m1", "hola"), "a");
    items = mergeMessages(items.filter((item) => item.id !== "local-1"), [stored("m1", "hola")]);
    expect(items.map((item) => item.id)).toEqual(["m1", "local-2", "local-3"]);
    items = mergeEvent(items, stored("m2", "hola"), "a");
    expect(items.map((item) => item.id)).toEqual(["m1", "m2", "local-3"]);
    // The partner's messages never consume the viewer's pending bubbles.
    items = mergeEvent(items, { ...stored("m3", "¿paseamos?"), senderId: "b", receiverId: "a" }, "a");
    expect(items.map((item) => item.id)).toEqual(["m1", "m2", "m3", "local-3"]);
  });
});

describe("markUnsent", () => {
  it("empties the message and the quotes of it", () => {
    const quoted = { ...message("m1", "1"), status: "stored" as const, reactions: [{ userId: "b", emoji: "❤️" }] };
    const reply = { ...message("m2", "2"), status: "stored" as const, replyTo: { id: "m1", senderId: "a", content: "m1", photos: 0, deleted: false } };
    const [first, second] = markUnsent([quoted, reply], "m1");
    expect(first).toMatchObject({ content: null, deleted: true, reactions: [] });
    expect(second!.replyTo).toEqual({ id: "m1", senderId: "a", content: null, photos: 0, deleted: true });
  });
});
