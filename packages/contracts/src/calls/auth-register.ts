import { z } from 'zod';
import { defineCall } from '../define.ts';
import {
  ZBotCheckToken,
  ZCodeSent,
  ZDeviceId,
  ZDialingCode,
  ZFirebaseIdToken,
  ZLoginResult,
  ZMobileNum,
  ZOptText,
  ZPassword,
} from './auth-shapes.ts';

/** Registration calls (SPEC §3 register payload, §4, §5 field rules); re-exported by auth.ts. */

const registerFields = {
  username: ZOptText,
  password: ZPassword.optional(),
  confirmPassword: ZPassword.optional(),
  payeeName: ZOptText,
  email: ZOptText,
  qqNum: ZOptText,
  mobileNum: ZOptText,
  countryDialingCode: ZDialingCode.optional(),
  recommenderId: ZOptText,
  captcha: z.string().trim().max(16).optional(),
  verificationCode: ZOptText,
  affiliateCode: ZOptText,
  paymentPassword: z.string().max(32).optional(),
  line: ZOptText,
  whatsapp: ZOptText,
  facebook: ZOptText,
  wechat: ZOptText,
  idNumber: ZOptText,
  referralCode: ZOptText,
  domain: z.string().trim().max(253).optional(),
  login: z.boolean().default(true),
  registerUrl: z.string().max(2048).optional(),
  registerMethod: z.string().max(16).default('WEB'),
  /** Age confirmation (18, or the brand's minimum) and agreement to terms and privacy policy. */
  ageConfirmed: z.boolean().default(false),
  /**
   * The age the ticked box named (the brand's minimumAge as the form showed it); 18 when left out.
   * Below the brand's minimum it counts as not confirmed.
   */
  confirmedAge: z.number().int().min(0).max(150).optional(),
  termsAccepted: z.boolean().default(false),
  deviceId: ZDeviceId.optional(),
  /** SMS verified by the social provider (SPEC §3): the channel (sms) and the Firebase ID token for mobileNum. */
  firebaseChannel: z.enum(['sms']).optional(),
  firebaseIdToken: ZFirebaseIdToken.optional(),
  /** The bot check's token when the brand checks for bots (docs/decisions/0204-bot-check.md). */
  botCheckToken: ZBotCheckToken.optional(),
};

export const ZRegisterRequest = z.object(registerFields);
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const register = defineCall({
  id: 'auth.register',
  method: 'PUT',
  path: '/wps/member/register',
  auth: 'none',
  encrypted: true,
  summary: 'Registers by username (field rules of the brand), then signs in',
  request: ZRegisterRequest,
  response: ZLoginResult,
});

export const registerMobile = defineCall({
  id: 'auth.registerMobile',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  auth: 'none',
  encrypted: true,
  summary: 'Registers by mobile number with its SMS code (field rules of the brand), then signs in',
  request: ZRegisterRequest,
  response: ZLoginResult,
});

export const registerSmsCode = defineCall({
  id: 'auth.registerSmsCode',
  method: 'POST',
  path: '/wps/verification/sms/register',
  auth: 'none',
  summary:
    'Sends the registration SMS code (username and mobile forms); refused while the countdown runs; botCheckToken when the brand checks for bots',
  request: z.object({
    countryDialingCode: ZDialingCode,
    mobileNo: ZMobileNum,
    regType: z.enum(['username', 'mobile']).default('mobile'),
    botCheckToken: ZBotCheckToken.optional(),
  }),
  response: ZCodeSent,
});

export const affiliate = defineCall({
  id: 'auth.affiliate',
  method: 'GET',
  path: '/wps/agent/affiliate',
  auth: 'none',
  summary: "Checks an affiliate (invitation) code for this domain; answers the upline agent's nickname",
  request: z.object({ code: z.string().trim().min(1).max(64), domain: z.string().trim().max(253).optional() }),
  response: z.object({ code: z.string(), agent: z.string() }),
});

export const countryCodes = defineCall({
  id: 'auth.countryCodes',
  method: 'GET',
  path: '/wps/system/getCountryCode',
  auth: 'none',
  open: true,
  summary: 'Countries with their dialing codes for the mobile fields',
  request: z.object({}),
  response: z.array(z.object({ countryCode: z.string(), countryDialingCode: z.string() })),
});
