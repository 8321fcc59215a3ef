import "server-only";
import type * as z from "zod";
import { getCurrentUser, requireAccount, requireStaff, requireUser, type CurrentUser, type StaffRole } from "./session";
import { parseInput, runAction, type ActionResult } from "@/lib/errors";

// The one way a server action is built (docs/architecture.md, "A new action"). A server action is a public
// POST endpoint, so every one runs the same steps in the same order:
//   1. authorize the caller (the client's `authorize`: signed in, a username, a staff rank): a refused
//      caller learns nothing about the input, and anonymous callers always read "unauthorized";
//   2. parse the input with the area's zod schema (`schemas.ts`): bad input becomes a "validation" error
//      whose fields are message keys, and the work never sees it;
//   3. run the work, the area's function, which authorizes from the resource itself (owner, blocks);
//   4. map every failure to an ActionResult (runAction: AppError → its code and key, known database
//      errors → theirs, anything else logged and answered "internal").
// Modelled on dub's `authActionClient.schema().action()` and formbricks' `authenticatedActionClient`.

type Work<Actor, Input, Result> = (context: { actor: Actor; input: Input }) => Promise<Result> | Result;
/** What the caller reads: a work that returns nothing answers `{ ok: true, data: undefined }`. */
type Answer<Result> = ActionResult<[Result] extends [void] ? undefined : Result>;

export type ActionClient<Actor> = {
  /**
   * An action that takes one argument, parsed with `schema` once the caller is authorized; a function
   * gives the schema at call time, for schemas built from a setting.
   */
  input<S extends z.core.$ZodType>(
    schema: S | (() => S),
  ): { action<Result>(work: Work<Actor, z.output<S>, Result>): (raw: unknown) => Promise<Answer<Result>> };
  /** An action that takes no argument. */
  action<Result>(work: Work<Actor, undefined, Result>): () => Promise<Answer<Result>>;
};

/** runAction, typed as the caller reads it (a `void` work's data is `undefined`, which it is). */
function run<Result>(body: () => Promise<Result> | Result): Promise<Answer<Result>> {
  return runAction(async () => body()) as unknown as Promise<Answer<Result>>;
}

function actionClient<Actor>(authorize: () => Promise<Actor>): ActionClient<Actor> {
  return {
    input: (schema) => ({
      action: (work) => async (raw) =>
        run(async () => {
          const actor = await authorize();
          return work({ actor, input: parseInput(typeof schema === "function" ? schema() : schema, raw) });
        }),
    }),
    action: (work) => async () => run(async () => work({ actor: await authorize(), input: undefined })),
  };
}

/** Anyone, signed in or not: the actor is the signed-in user or null (public pages' "load more"). */
export const publicAction: ActionClient<CurrentUser | null> = actionClient(getCurrentUser);
/** A signed-in, not banned user who may not have picked a username yet (picking it, for one). */
export const accountAction: ActionClient<CurrentUser> = actionClient(requireAccount);
/** Every other action: a signed-in, not banned user with a username. */
export const userAction: ActionClient<CurrentUser & { username: string }> = actionClient(requireUser);
/** Staff from `minimum` up (admin over moderator over support). */
export const staffAction = (minimum: StaffRole): ActionClient<CurrentUser> => actionClient(() => requireStaff(minimum));
