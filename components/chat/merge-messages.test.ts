import { lastStoredId, mergeMessages, type ThreadItem } from "./merge-messages";

const message = (id: string, at: string) => ({ id, senderId: "a", receiverId: "b", content: id, isRead: false, at });

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
