/** What other modules may ask of the stored admin users, without reaching into the users' repo. */

/** A user as signing in needs it: who, the password's hash, and whether the account is active. */
export type SignInUser = { id: string; username: string; passwordHash: string; status: string };

/** The one lookup signing in makes. */
export type UserLookup = {
  findByUsername(username: string): Promise<SignInUser | undefined>;
};
