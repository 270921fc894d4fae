/** Who is making a request or running a job. Services authorize against it. */
export interface Actor {
  userId: string;
  isAdmin: boolean;
}
