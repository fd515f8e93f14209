/** Success answer: HTTP 200 with the call's value. */
export interface SuccessEnvelope<T> {
  success: true;
  value: T;
}

/** Failure answer: an error code from the catalogue and a message in the request's language. */
export interface FailureEnvelope {
  success: false;
  errorCode: string;
  message: string;
  value?: Record<string, unknown>;
}

export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;
