/** Who is making a request or running a job. Services authorize against it. */
export interface Actor {
  userId: string;
  isAdmin: boolean;
  /** The session the request came with (absent for jobs): kept when the user revokes their other sessions. */
  sessionId?: string;
  /** The API key the request came with (ADR 15): such a request has no session. */
  apiKeyId?: string;
}
