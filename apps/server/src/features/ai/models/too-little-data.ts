/** A training run that has too little to learn from: it stores nothing and says what is missing. */
export class TooLittleDataError extends Error {
  override readonly name = 'TooLittleDataError';
}
