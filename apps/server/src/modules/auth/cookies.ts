import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { IssuedTokens } from './service.ts';

export const ACCESS_COOKIE = 'ca_access';
export const REFRESH_COOKIE = 'ca_refresh';
// The refresh token is only ever sent to the auth endpoints.
const REFRESH_PATH = '/api/auth';

const secure = (config: Config, request: FastifyRequest) =>
  config.COOKIE_SECURE === 'auto' ? request.protocol === 'https' : config.COOKIE_SECURE;

export function setTokenCookies(
  reply: FastifyReply,
  request: FastifyRequest,
  config: Config,
  tokens: IssuedTokens,
) {
  const base = { httpOnly: true, sameSite: 'strict', secure: secure(config, request) } as const;
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, {
    ...base,
    path: '/api',
    expires: tokens.accessExpiresAt,
  });
  if (tokens.refreshToken && tokens.refreshExpiresAt) {
    reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
      ...base,
      path: REFRESH_PATH,
      expires: tokens.refreshExpiresAt,
    });
  } else {
    reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
  }
}

export function clearTokenCookies(reply: FastifyReply) {
  reply.clearCookie(ACCESS_COOKIE, { path: '/api' });
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
}
