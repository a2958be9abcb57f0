/** Member calls (spec section 7), typed with src/protocol/accounts.ts. */
import { z } from 'zod';
import {
  avatarResponseSchema,
  emailSettingsSchema,
  finishSignupResponseSchema,
  isNeedResetResponseSchema,
  loginResponseSchema,
  mailboxResponseSchema,
  memberSchema,
  messageResponseSchema,
  notificationsResponseSchema,
  referralResponseSchema,
  reviewedItemsResponseSchema,
  signupStartedSchema,
  tutorialsShownResponseSchema,
  type ChangePasswordRequest,
  type EmailSettings,
  type LoginRequest,
  type MemberPatch,
  type NewsletterList,
  type ProfilePatch,
  type RegisterRequest,
  type ResetPasswordRequest,
  type SocialProvider,
} from '../protocol/accounts';
import { ApiError, apiUrl, call, commonHeaders, storeSessionId } from './client';

const settingsAnswer = emailSettingsSchema as unknown as z.ZodType<EmailSettings>;

export const memberApi = {
  login: (body: LoginRequest) => call('POST', 'member/login/', loginResponseSchema, { json: body }),
  ipAddressLogin: (surnames: string[] = []) => call('POST', 'member/ip-address-login/', loginResponseSchema, { json: { surnames } }),
  register: (body: RegisterRequest) => call('POST', 'member/register/', signupStartedSchema, { json: body }),
  finishSignup: (token: string) => call('POST', 'member/finish-signup/', finishSignupResponseSchema, { json: { token } }),
  logout: () => call('POST', 'member/logout/', messageResponseSchema),
  logoutAll: () => call('POST', 'member/logout-all/', messageResponseSchema),
  forgotPassword: (email: string) => call('POST', 'member/forgot-password/', messageResponseSchema, { json: { email } }),
  resetPassword: (body: ResetPasswordRequest) => call('POST', 'member/reset-password/', messageResponseSchema, { json: body }),
  isNeedResetPassword: (email: string) => call('POST', 'member/is-need-reset-password/', isNeedResetResponseSchema, { json: { email } }),
  resendVerifyEmail: () => call('POST', 'member/resend-verify-email/', messageResponseSchema),
  verifyEmail: (token: string) => call('POST', 'member/verify-email/', messageResponseSchema, { json: { token } }),
  me: () => call('GET', 'member/me/', memberSchema),
  refresh: () => call('GET', 'member/refresh/', memberSchema),
  tutorialsShown: () => call('GET', 'member/tutorials-shown/', tutorialsShownResponseSchema),
  markTutorialShown: (tutorialId: string) =>
    call('POST', 'member/tutorials-shown/', tutorialsShownResponseSchema, { json: { tutorial_id: tutorialId } }),
  reviewedItems: () => call('GET', 'member/reviewed-items/', reviewedItemsResponseSchema),
  markReviewed: (key: string) => call('POST', 'member/reviewed-items/', reviewedItemsResponseSchema, { json: { key } }),
  changePassword: (body: ChangePasswordRequest) => call('POST', 'member/change-password/', messageResponseSchema, { json: body }),
  patchMember: (id: string, body: MemberPatch) => call('PATCH', `member/${encodeURIComponent(id)}/`, memberSchema, { json: body }),
  patchProfile: (body: ProfilePatch) => call('PATCH', '', memberSchema, { json: body }),
  emailSettings: () => call('GET', 'member/email-settings/', settingsAnswer),
  saveEmailSettings: (settings: Partial<Record<NewsletterList, boolean>>) =>
    call('POST', 'member/email-settings/', settingsAnswer, { json: { settings } }),
  socialLogin: (
    provider: SocialProvider,
    body: { access_token: string; entry_point_url?: string; entry_point_name?: string; surnames?: string[]; referral_code?: string },
  ) => call('POST', `social-auth/${provider}/`, loginResponseSchema, { json: body }),
  socialConnect: (provider: SocialProvider, accessToken: string) =>
    call('POST', `social-auth/${provider}/connect/`, memberSchema, { json: { access_token: accessToken } }),
  notifications: () => call('GET', 'notifications/', notificationsResponseSchema),
  dismissNotification: (key: string) => call('POST', `notifications/${encodeURIComponent(key)}/dismiss/`, notificationsResponseSchema),
  referral: (code: string) => call('GET', `referral-code/${encodeURIComponent(code)}/`, referralResponseSchema),
  devMailbox: () => call('GET', 'dev/mailbox/', mailboxResponseSchema),
};

/**
 * POST member/upload-avatar/ through XMLHttpRequest, which (unlike fetch) reports upload progress.
 * onProgress receives 0..100.
 */
export function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<z.infer<typeof avatarResponseSchema>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('member/upload-avatar/'));
    xhr.timeout = 300_000;
    for (const [name, value] of Object.entries(commonHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      storeSessionId({ headers: { get: (name) => xhr.getResponseHeader(name) } });
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // handled below as an empty or broken answer
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = avatarResponseSchema.safeParse(body);
        if (parsed.success) {
          onProgress(100);
          resolve(parsed.data);
          return;
        }
      }
      const error = (body as { error?: unknown } | null)?.error;
      reject(new ApiError(xhr.status, { error: typeof error === 'string' ? error : 'The upload failed.' }));
    };
    xhr.onerror = () => reject(new ApiError(0, { error: 'Network error: the upload did not reach the server.' }));
    xhr.ontimeout = () => reject(new ApiError(0, { error: 'The upload timed out.' }));
    const form = new FormData();
    form.append('photo', file, file.name);
    xhr.send(form);
  });
}
