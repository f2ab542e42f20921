/**
 * What the API client asks of the session, installed by `shared/session/install-session.ts`
 * at start (the session module uses the client, so the client cannot import it).
 */
export interface AuthHooks {
  getIdToken: () => Promise<string | undefined>;
  onSessionRejected: (status: number, path: string) => void;
}

export const authHooks: AuthHooks = {
  getIdToken: async () => undefined,
  onSessionRejected: () => undefined,
};

export function installAuthHooks(hooks: AuthHooks): void {
  Object.assign(authHooks, hooks);
}
