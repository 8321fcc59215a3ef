// Who is in each presence channel, across every process of the built-in server. Each process (a node)
// owns the members whose sockets it holds and announces changes on the bus (bus.ts); every node keeps
// this view of all nodes' members, so a subscriber on one worker sees members connected to another.
// A user is present while at least one node lists them; member_added / member_removed fire only on
// those transitions, as Pusher does for a user with several tabs.

/** A presence member's user_info, as the app signed it. */
export type MemberInfo = unknown;
/** One member of one channel as a node lists it: [channel, userId, info]. */
export type PresenceEntry = [channel: string, userId: string, info: MemberInfo];

export class PresenceView {
  /** node id → channel → user id → user_info */
  #byNode = new Map<string, Map<string, Map<string, MemberInfo>>>();

  #channelsOf(node: string): Map<string, Map<string, MemberInfo>> {
    let channels = this.#byNode.get(node);
    if (!channels) this.#byNode.set(node, (channels = new Map()));
    return channels;
  }

  /** Whether the user is listed in the channel by any node other than `exceptNode`. */
  listedElsewhere(channel: string, userId: string, exceptNode: string | undefined): boolean {
    for (const [node, channels] of this.#byNode) {
      if (node !== exceptNode && channels.get(channel)?.has(userId)) return true;
    }
    return false;
  }

  /** Lists the user on the node; true when they were absent from every node before (member_added). */
  add(node: string, channel: string, userId: string, info: MemberInfo): boolean {
    const wasPresent = this.has(channel, userId);
    const channels = this.#channelsOf(node);
    let members = channels.get(channel);
    if (!members) channels.set(channel, (members = new Map()));
    members.set(userId, info);
    return !wasPresent;
  }

  /** Unlists the user from the node; true when no node lists them any more (member_removed). */
  remove(node: string, channel: string, userId: string): boolean {
    const members = this.#byNode.get(node)?.get(channel);
    if (!members?.delete(userId)) return false;
    if (members.size === 0) this.#byNode.get(node)?.delete(channel);
    return !this.listedElsewhere(channel, userId, node);
  }

  /**
   * Replaces everything a node lists (its announced state, or nothing when it stopped or went silent).
   * Returns the transitions it causes: [channel, userId, info] added and [channel, userId] removed.
   */
  replaceNode(
    node: string,
    entries: readonly PresenceEntry[],
  ): { added: PresenceEntry[]; removed: [channel: string, userId: string][] } {
    const before = this.#byNode.get(node) ?? new Map<string, Map<string, MemberInfo>>();
    this.#byNode.delete(node);
    const added: PresenceEntry[] = [];
    for (const [channel, userId, info] of entries) {
      const listedBefore = before.get(channel)?.has(userId) ?? false;
      // Absent from every other node and not listed by this one before: a newcomer.
      if (this.add(node, channel, userId, info) && !listedBefore) added.push([channel, userId, info]);
    }
    const removed: [channel: string, userId: string][] = [];
    for (const [channel, members] of before) {
      for (const userId of members.keys()) {
        if (!this.has(channel, userId)) removed.push([channel, userId]);
      }
    }
    return { added, removed };
  }

  has(channel: string, userId: string): boolean {
    return this.listedElsewhere(channel, userId, undefined);
  }

  /** user id → user_info of everyone present in the channel. */
  members(channel: string): Map<string, MemberInfo> {
    const all = new Map<string, MemberInfo>();
    for (const channels of this.#byNode.values()) {
      for (const [userId, info] of channels.get(channel) ?? []) all.set(userId, info);
    }
    return all;
  }

  /** Every presence channel with at least one member, with its member count. */
  channelCounts(): Map<string, number> {
    const users = new Map<string, Set<string>>();
    for (const channels of this.#byNode.values()) {
      for (const [channel, members] of channels) {
        let set = users.get(channel);
        if (!set) users.set(channel, (set = new Set()));
        for (const userId of members.keys()) set.add(userId);
      }
    }
    return new Map([...users].map(([channel, set]) => [channel, set.size]));
  }

  /** What one node lists, as [channel, userId, info] entries (a node announces its own this way). */
  entriesOf(node: string): PresenceEntry[] {
    const entries: PresenceEntry[] = [];
    for (const [channel, members] of this.#byNode.get(node) ?? []) {
      for (const [userId, info] of members) entries.push([channel, userId, info]);
    }
    return entries;
  }

  nodes(): string[] {
    return [...this.#byNode.keys()];
  }
}
