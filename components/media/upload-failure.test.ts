/** @no-database */
import { uploadFailureReason } from "./upload-failure";

describe("uploadFailureReason", () => {
  it("keeps the server's reason", () => {
    expect(uploadFailureReason(new Error("media.errors.tooLarge"))).toBe("media.errors.tooLarge");
    expect(uploadFailureReason(new Error("errors.network"))).toBe("errors.network");
  });

  it("words an anonymous upload as spec §8 does", () => {
    expect(uploadFailureReason(new Error("errors.unauthorized"))).toBe("media.errors.notAuthenticated");
  });

  it("falls back to 'No se pudo subir el archivo' for anything that is not a message key", () => {
    expect(uploadFailureReason(new Error("boom"))).toBe("media.errors.uploadFailed");
    expect(uploadFailureReason("nope")).toBe("media.errors.uploadFailed");
  });
});
