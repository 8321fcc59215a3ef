import { uploadFile } from "./client-upload";

// A stand-in for the browser's XMLHttpRequest: records what was sent and lets each test answer.
type Listener = (event?: unknown) => void;
class FakeXhr {
  static last: FakeXhr;
  method = "";
  url = "";
  status = 0;
  response: unknown = null;
  responseType = "";
  sent: FormData | null = null;
  private listeners = new Map<string, Listener>();
  private uploadListeners = new Map<string, Listener>();
  upload = { addEventListener: (type: string, listener: Listener) => this.uploadListeners.set(type, listener) };

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, listener);
  }
  send(body: FormData) {
    this.sent = body;
  }
  progress(loaded: number, total: number) {
    this.uploadListeners.get("progress")?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.listeners.get("load")?.();
  }
  fail() {
    this.listeners.get("error")?.();
  }
}

const media = {
  kind: "image",
  url: "/api/media/u/posts/1-a.webp",
  thumbnailUrl: "/api/media/u/posts/1-a-thumb.webp",
  width: 10,
  height: 10,
};
const file = new File(["x"], "cat.png", { type: "image/png" });

beforeEach(() => {
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = FakeXhr;
});

afterAll(() => {
  delete (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
});

describe("uploadFile", () => {
  it("posts the file and folder, reports progress and resolves with the stored media", async () => {
    const fractions: number[] = [];
    const upload = uploadFile(file, "pets", (fraction) => fractions.push(fraction));
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(["POST", "/api/uploads"]);
    expect(xhr.sent!.get("folder")).toBe("pets");
    expect((xhr.sent!.get("file") as File).name).toBe("cat.png");
    xhr.progress(50, 100);
    xhr.answer(201, media);
    await expect(upload).resolves.toEqual(media);
    expect(fractions).toEqual([0.5, 1]);
  });

  it("rejects with the server's message key", async () => {
    const upload = uploadFile(file, "posts");
    FakeXhr.last.answer(400, { error: { code: "validation", message: "media.errors.invalidType" } });
    await expect(upload).rejects.toThrow("media.errors.invalidType");
  });

  it("rejects a proxy's bare 413 as too large and other answers as a failed upload", async () => {
    const tooLarge = uploadFile(file, "posts");
    FakeXhr.last.answer(413, null);
    await expect(tooLarge).rejects.toThrow("media.errors.tooLarge");
    const broken = uploadFile(file, "posts");
    FakeXhr.last.answer(502, null);
    await expect(broken).rejects.toThrow("media.errors.uploadFailed");
  });

  it("rejects with errors.network when the request never completes", async () => {
    const upload = uploadFile(file, "posts");
    FakeXhr.last.fail();
    await expect(upload).rejects.toThrow("errors.network");
  });
});
