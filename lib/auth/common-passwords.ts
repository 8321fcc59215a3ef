import { AppError } from "@/lib/errors";

// The most used passwords of public breach corpora (6+ characters, since shorter ones fail the length
// rule anyway), plus Spanish, French, Portuguese and pet-themed favourites. Checked case-insensitively.
const list = `
123456 1234567 12345678 123456789 1234567890 12345678910 123123 123321 654321 666666 111111 000000
121212 112233 123654 159753 147258 147258369 987654321 123qwe 1q2w3e 1q2w3e4r 1q2w3e4r5t qwerty
qwerty1 qwerty123 qwertyuiop asdfgh asdfghjkl zxcvbnm password password1 password123 passw0rd
p@ssw0rd iloveyou iloveyou1 princess sunshine football baseball monkey dragon master letmein
welcome welcome1 shadow superman michael jennifer abc123 abcdef abcd1234 aa123456 a123456
trustno1 whatever freedom charlie batman starwars computer internet secret killer hello123
loveme lovely flower summer winter 696969 7777777 888888 555555 222222 999999 112211
contraseña contrasena contraseña1 contrasena1 teamo teamo123 hola123 holahola tequiero
amor123 españa espana barcelona realmadrid madrid123 mexico123 argentina colombia
motdepasse azerty azerty123 soleil bonjour doudou chouchou senha123 senha1 brasil123
mudar123 mudar@123 perrito gatito mascota mascotas patitas patitas123 cachorro chiquito
firulais pelusa michito mishi princesa princesa1 bella123 luna123 rocky123 max123 toby123
lucky123 buddy123 puppy123 kitty123 doggie catlover doglover
`;

export const commonPasswords: ReadonlySet<string> = new Set(list.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** The server's extra password rule: it says why it refuses, as the spec's "reasons list" asks. */
export function assertPasswordNotCommon(password: string): void {
  if (isCommonPassword(password)) {
    throw new AppError("validation", "auth.errors.passwordCommon", { password: "auth.errors.passwordCommon" });
  }
}
