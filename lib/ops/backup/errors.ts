/** A backup or restore that can't go on, for a reason a person can act on: the scripts print its message alone, without a stack. */
export class BackupError extends Error {
  override name = "BackupError";
}
