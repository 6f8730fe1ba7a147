import { CreateIdentity1732000001000 } from './1732000001000-create-identity';
import { OAuthTokens1732000001100 } from './1732000001100-oauth-tokens';
import { AppBetas1732000001200 } from './1732000001200-app-betas';
import { OAuth2UserTokens1732000001300 } from './1732000001300-oauth2-user-tokens';
import { UserProfileFields1732000001400 } from './1732000001400-user-profile-fields';
import { ScreenNameClaims1732000011600 } from './1732000011600-screen-name-claims';

export const identityMigrations = [CreateIdentity1732000001000, OAuthTokens1732000001100, AppBetas1732000001200, OAuth2UserTokens1732000001300, UserProfileFields1732000001400, ScreenNameClaims1732000011600];
