import type { CallDef } from '@app/contracts/define';
import type { Language } from '@app/contracts/languages';
import type { Deps } from '../deps.ts';
import type { AuthContext, SessionService } from '../modules/auth/session-service.ts';
import type { BrandService } from '../modules/system/brand-service.ts';
import type { Brand } from '../modules/system/brand-types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    brands: BrandService;
    sessions: SessionService;
    /** The development helpers registered (empty in production), for the start-up line. */
    devHelpers: string[];
  }
  interface FastifyRequest {
    /** Language of messages for this request (header, else the brand's default, else EN). */
    lang: Language;
    /** Whether the client named its language; otherwise the brand's default applies. */
    langFromHeader: boolean;
    /** The caller's address, IPv4-mapped addresses unwrapped. */
    clientIp: string;
    brand: Brand | undefined;
    auth: AuthContext | null;
    /** The unparsed body text, kept for signature checks over the raw body. */
    rawBody: string | undefined;
  }
  interface FastifyContextConfig {
    call?: CallDef;
    /**
     * The request log writes this route's line only for a refusal (status 400 and up) or a slow answer:
     * a hot path whose every call is recorded elsewhere (the vendor API's money calls, one
     * vendor_transactions row each with its answer).
     */
    quietLog?: boolean;
  }
}
