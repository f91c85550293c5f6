/** A backup or restore refused or failed for a reason the operator can act on; printed without a stack. */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}
