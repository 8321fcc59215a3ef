import { eq } from "drizzle-orm";
import { revalidatePath } from "next/cache";
import sharp from "sharp";
import { getDb } from "@/lib/db/client";
import { pets } from "@/lib/db/schema";
import { storeUpload } from "@/lib/media/uploads";
import { keyFromPublicUrl, statObject } from "@/lib/storage/storage";
import { createPet, createUser, type TestUser } from "@/tests/factories";
import { signInAs, signInAsBanned } from "@/tests/session";
import { createPetAction, setPetActiveAction, updatePetAction } from "./actions";
import { PET_LIMITS } from "./fields";

const unauthorized = { ok: false, error: { code: "unauthorized", message: "errors.unauthorized" } };
const notFound = { ok: false, error: { code: "not_found", message: "errors.notFound" } };

const validPet = { name: "Toby", age: 4, species: "dog", gender: "male", size: "large" } as const;

let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#f46a17" } })
    .png()
    .toBuffer();
});

/** A photo really uploaded by this user into the pets folder. */
async function uploadedPhoto(userId: string, folder: "pets" | "posts" = "pets"): Promise<string> {
  return (await storeUpload(userId, folder, png)).url;
}

async function stored(url: string): Promise<boolean> {
  const key = keyFromPublicUrl(url);
  return key !== null && (await statObject(key)) !== null;
}

async function petRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(pets).where(eq(pets.id, id));
  return row;
}

async function petCount(userId: string): Promise<number> {
  const db = await getDb();
  return (await db.select({ id: pets.id }).from(pets).where(eq(pets.userId, userId))).length;
}

/** A user whose browser still holds the cookie from before a moderator banned them. */
async function bannedWithStaleSession(user: TestUser) {
  await signInAsBanned(user);
}

describe("createPetAction", () => {
  it("registers a pet of the signed-in user with every field and their uploaded photos", async () => {
    const user = await createUser();
    await signInAs(user);
    const photos = [await uploadedPhoto(user.id), await uploadedPhoto(user.id)];
    const result = await createPetAction({
      ...validPet,
      name: " Toby ",
      breed: "Beagle",
      likes: ["play", "fetch"],
      dislikes: ["bath"],
      interests: ["Frisbee"],
      lookingFor: ["friendship", "playmate"],
      description: "Goloso",
      location: "Madrid",
      photos,
      // An owner id from the client is ignored: the session decides.
      userId: (await createUser()).id,
    });
    expect(result).toEqual({ ok: true, data: { id: expect.any(String) } });
    if (!result.ok) return;
    expect(await petRow(result.data.id)).toMatchObject({
      userId: user.id,
      name: "Toby",
      age: 4,
      species: "dog",
      breed: "Beagle",
      isMixedBreed: false,
      gender: "male",
      size: "large",
      likes: ["play", "fetch"],
      dislikes: ["bath"],
      interests: ["Frisbee"],
      lookingFor: ["friendship", "playmate"],
      description: "Goloso",
      location: "Madrid",
      photos,
      isActive: true,
    });
    expect(revalidatePath).toHaveBeenCalled();
  });

  it("refuses an anonymous visitor", async () => {
    expect(await createPetAction(validPet)).toEqual(unauthorized);
  });

  it("refuses a banned user whose old session is replayed, and creates nothing", async () => {
    const user = await createUser();
    await bannedWithStaleSession(user);
    expect(await createPetAction(validPet)).toEqual(unauthorized);
    expect(await petCount(user.id)).toBe(0);
  });

  it("answers bad input with each field's message key and creates nothing", async () => {
    const user = await createUser();
    await signInAs(user);
    const result = await createPetAction({
      ...validPet,
      name: "",
      age: 31,
      species: "cat",
      breed: "Beagle",
      likes: ["play"],
      dislikes: ["play"],
    });
    expect(result).toEqual({
      ok: false,
      error: {
        code: "validation",
        message: "errors.validation",
        fields: {
          name: "pets.errors.nameRequired",
          age: "pets.errors.ageInvalid",
          breed: "pets.errors.breedInvalid",
          dislikes: "pets.errors.likeAndDislike",
        },
      },
    });
    expect(await petCount(user.id)).toBe(0);
  });

  it("refuses photos the user did not upload to the pets folder", async () => {
    const user = await createUser();
    const someoneElse = await createUser();
    await signInAs(user);
    const refused = {
      ok: false,
      error: {
        code: "validation",
        message: "media.errors.notYours",
        fields: expect.objectContaining({ photos: "media.errors.notYours" }),
      },
    };
    expect(await createPetAction({ ...validPet, photos: [await uploadedPhoto(someoneElse.id)] })).toEqual(refused);
    expect(await createPetAction({ ...validPet, photos: ["https://example.com/cat.png"] })).toEqual(refused);
    expect(await createPetAction({ ...validPet, photos: [await uploadedPhoto(user.id, "posts")] })).toEqual(refused);
    expect(await createPetAction({ ...validPet, photos: [`/api/media/${user.id}/pets/1-deadbeef.webp`] })).toEqual(
      refused,
    );
    expect(await petCount(user.id)).toBe(0);
  });

  it(`stops at ${PET_LIMITS.petsPerUser} pets per user`, async () => {
    const user = await createUser();
    for (let i = 0; i < PET_LIMITS.petsPerUser; i += 1) await createPet(user.id);
    await signInAs(user);
    expect(await createPetAction(validPet)).toEqual({
      ok: false,
      error: { code: "conflict", message: "pets.errors.tooManyPets" },
    });
    expect(await petCount(user.id)).toBe(PET_LIMITS.petsPerUser);
  });
});

describe("updatePetAction", () => {
  it("lets the owner change every field, deleting the photos they removed", async () => {
    const owner = await createUser();
    const [kept, removed, added] = [
      await uploadedPhoto(owner.id),
      await uploadedPhoto(owner.id),
      await uploadedPhoto(owner.id),
    ];
    const pet = await createPet(owner.id, { name: "Luna", species: "dog", breed: "Beagle", photos: [removed, kept] });
    await signInAs(owner);
    const result = await updatePetAction({
      petId: pet.id,
      ...validPet,
      name: "Luna",
      species: "cat",
      breed: "Persa",
      age: 5,
      gender: "female",
      size: "small",
      photos: [added, kept],
    });
    expect(result).toEqual({ ok: true, data: { id: pet.id } });
    expect(await petRow(pet.id)).toMatchObject({
      userId: owner.id,
      name: "Luna",
      species: "cat",
      breed: "Persa",
      age: 5,
      gender: "female",
      size: "small",
      photos: [added, kept],
    });
    expect(await stored(removed)).toBe(false);
    expect(await stored(kept)).toBe(true);
    expect(await stored(added)).toBe(true);
  });

  it("answers another user's pet as not found and changes nothing", async () => {
    const owner = await createUser();
    const photo = await uploadedPhoto(owner.id);
    const pet = await createPet(owner.id, { name: "Luna", photos: [photo] });
    await signInAs(await createUser());
    expect(await updatePetAction({ petId: pet.id, ...validPet, name: "Robada" })).toEqual(notFound);
    expect(await petRow(pet.id)).toMatchObject({ name: "Luna", photos: [photo] });
    expect(await stored(photo)).toBe(true);
  });

  it("answers a malformed pet id as a mistake and an unknown one as not found", async () => {
    await signInAs(await createUser());
    expect(await updatePetAction({ petId: "not-a-uuid", ...validPet })).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { petId: "errors.notFound" } },
    });
    expect(await updatePetAction({ petId: "5f0c6a4e-9d1b-4c8e-8a57-0b7c7f6f9e21", ...validPet })).toEqual(notFound);
  });

  it("refuses anonymous visitors and banned users", async () => {
    const owner = await createUser();
    const pet = await createPet(owner.id, { name: "Luna" });
    expect(await updatePetAction({ petId: pet.id, ...validPet, name: "Otra" })).toEqual(unauthorized);
    await bannedWithStaleSession(owner);
    expect(await updatePetAction({ petId: pet.id, ...validPet, name: "Otra" })).toEqual(unauthorized);
    expect((await petRow(pet.id))?.name).toBe("Luna");
  });

  it("answers bad input with a validation error and changes nothing", async () => {
    const owner = await createUser();
    const photo = await uploadedPhoto(owner.id);
    const pet = await createPet(owner.id, { name: "Luna", photos: [photo] });
    await signInAs(owner);
    expect(await updatePetAction({ petId: pet.id, ...validPet, species: "bird", breed: "Beagle", photos: [] })).toEqual(
      {
        ok: false,
        error: { code: "validation", message: "errors.validation", fields: { breed: "pets.errors.breedInvalid" } },
      },
    );
    expect(await petRow(pet.id)).toMatchObject({ name: "Luna", species: "dog", photos: [photo] });
    expect(await stored(photo)).toBe(true);
  });

  it("refuses a new photo that is not the owner's and keeps the old ones", async () => {
    const owner = await createUser();
    const photo = await uploadedPhoto(owner.id);
    const pet = await createPet(owner.id, { photos: [photo] });
    await signInAs(owner);
    const foreign = await uploadedPhoto((await createUser()).id);
    expect(await updatePetAction({ petId: pet.id, ...validPet, photos: [foreign] })).toMatchObject({
      ok: false,
      error: { code: "validation", message: "media.errors.notYours" },
    });
    expect((await petRow(pet.id))?.photos).toEqual([photo]);
    expect(await stored(photo)).toBe(true);
  });
});

describe("setPetActiveAction", () => {
  it("lets the owner deactivate and reactivate a pet", async () => {
    const owner = await createUser();
    const pet = await createPet(owner.id);
    await signInAs(owner);
    expect(await setPetActiveAction({ petId: pet.id, active: false })).toEqual({
      ok: true,
      data: { id: pet.id, isActive: false },
    });
    expect((await petRow(pet.id))?.isActive).toBe(false);
    expect(await setPetActiveAction({ petId: pet.id, active: true })).toEqual({
      ok: true,
      data: { id: pet.id, isActive: true },
    });
    expect((await petRow(pet.id))?.isActive).toBe(true);
  });

  it("answers another user's pet as not found and leaves it active", async () => {
    const pet = await createPet((await createUser()).id);
    await signInAs(await createUser());
    expect(await setPetActiveAction({ petId: pet.id, active: false })).toEqual(notFound);
    expect((await petRow(pet.id))?.isActive).toBe(true);
  });

  it("refuses anonymous visitors and banned users", async () => {
    const owner = await createUser();
    const pet = await createPet(owner.id);
    expect(await setPetActiveAction({ petId: pet.id, active: false })).toEqual(unauthorized);
    await bannedWithStaleSession(owner);
    expect(await setPetActiveAction({ petId: pet.id, active: false })).toEqual(unauthorized);
    expect((await petRow(pet.id))?.isActive).toBe(true);
  });

  it("answers bad input with a validation error", async () => {
    const owner = await createUser();
    const pet = await createPet(owner.id);
    await signInAs(owner);
    expect(await setPetActiveAction({ petId: pet.id, active: "no" })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect(await setPetActiveAction({ petId: "nope", active: false })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect((await petRow(pet.id))?.isActive).toBe(true);
  });
});
