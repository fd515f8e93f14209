import type { Language } from '@app/contracts/languages';

/** What every way in knows about the request. */
export interface RequestInfo {
  ip: string;
  lang: Language;
  /** Scheme and host the browser used, for links in e-mails. */
  origin: string;
  /** The client's device id when it sent one. */
  deviceId?: string;
}
