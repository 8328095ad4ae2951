import { useLayoutEffect, type ReactNode } from 'react';
import { Link } from '@portal/shared/router';
import { useOfferSending } from '@portal/shared/api/offers';
import { usePublicProfile } from '@portal/shared/api/profiles';
import { useShortlistState, useShortlistToggle } from '@portal/shared/api/shortlist';
import { useAuthStore } from '@portal/shared/auth-store';
import { SOCIAL_PLATFORMS, type PublicProfile } from '@portal/shared/contract/profiles';
import { errorStatus } from '@portal/shared/data/api-error';
import { endFirstPaint } from '@portal/shared/first-paint';
import { dhakaDateTime, formatMonth } from '@portal/shared/dates';
import { digitsFor } from '@portal/shared/language';
import { formatCount } from '@portal/shared/money';
import { SOCIAL_PLATFORM_LABELS } from '@portal/shared/option-labels';
import { Avatar } from '@portal/shared/ui/avatar';
import { Button } from '@portal/shared/ui/button';
import { CategoryName } from '@portal/shared/ui/category-name';
import { ErrorBox } from '@portal/shared/ui/error-box';
import { FactList, type Fact } from '@portal/shared/ui/fact-list';
import { Page } from '@portal/shared/ui/layout';
import { NotFoundPage } from '@portal/shared/ui/not-found-page';
import { SaveToggleButton } from '@portal/shared/ui/save-toggle-button';
import { SendOfferButton } from '@portal/shared/ui/send-offer-button';
import ui from '@portal/shared/ui/ui.module.css';
import { useProfileTexts } from '../texts';
import { ProfilePackages } from './profile-packages';
import { ProfileReviews } from './profile-reviews';
import styles from './public-profile.module.css';

/**
 * A signed-in brand's Save / Saved (its shortlist) and Send offer for the influencer of the profile
 * (see docs/collaboration.md). The page is rendered on the server without the saved state: it
 * arrives after hydration, and the toggle keeps its width meanwhile (see docs/rendering.md).
 */
function BrandActions({ profile }: { profile: PublicProfile }) {
  const sending = useOfferSending();
  const state = useShortlistState(profile.username);
  // A state that could not be read leaves Save usable: saving is idempotent (200 when saved).
  const toggle = useShortlistToggle(
    profile.username,
    state.data?.saved ?? (state.isError ? false : undefined),
  );
  return (
    <div className={styles.brandActions}>
      <SaveToggleButton name={profile.username} {...toggle} />
      <SendOfferButton influencer={profile} {...sending} />
    </div>
  );
}

/**
 * Links to other sites that users wrote: opened apart from the portal (no opener, no referrer),
 * and marked as the user's own content, which search engines do not count as the portal's vote.
 */
function OutsideLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow ugc">
      {children}
    </a>
  );
}

/** A website's address as people say it: its host without 'www.' ('brand.example.com'). */
function siteName(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** The figures under the name: followers (influencers), completed work, rating, member since. */
function ProfileFacts({ profile }: { profile: PublicProfile }) {
  const { t, language } = useProfileTexts();
  const facts: Fact[] = [];
  if (profile.role === 'influencer') {
    facts.push({
      term: t('followers'),
      value: formatCount(profile.followers_count, { language }),
    });
  }
  facts.push(
    {
      term: t('completed'),
      value: formatCount(profile.completed_collaborations, { language }),
    },
    {
      term: t('rating'),
      value:
        profile.average_rating === null
          ? t('rating.none')
          : t('rating.summary', {
              rating: digitsFor(language, profile.average_rating),
              count: profile.review_count,
            }),
    },
  );
  if (profile.role === 'brand' && profile.industry) {
    facts.push({ term: t('industry'), value: profile.industry });
  }
  if (profile.role === 'brand' && profile.website) {
    facts.push({
      term: t('website'),
      value: <OutsideLink href={profile.website}>{siteName(profile.website)}</OutsideLink>,
    });
  }
  return (
    <FactList facts={facts} className="public-profile-facts" factClassName="public-profile-fact" />
  );
}

/** An influencer's social links and portfolio, each opening the platform in a new tab. */
function ProfileLinks({ profile }: { profile: PublicProfile }) {
  const { t } = useProfileTexts();
  const links: { key: string; url: string; label: string }[] = SOCIAL_PLATFORMS.flatMap(
    (platform) => {
      const url = profile.social_links[platform];
      return url ? [{ key: platform, url, label: SOCIAL_PLATFORM_LABELS[platform] }] : [];
    },
  );
  if (profile.portfolio) {
    links.push({ key: 'portfolio', url: profile.portfolio, label: t('portfolio') });
  }
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('links')}>
      <ul className={styles.links}>
        {links.map(({ key, url, label }) => (
          <li key={key}>
            <OutsideLink href={url}>{label}</OutsideLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function BackHome() {
  const { t } = useProfileTexts();
  return (
    <p>
      <Link to="/">{t('backHome')}</Link>
    </p>
  );
}

/**
 * docs/screens.md and docs/collaboration.md: anyone's profile by username, open to everyone, as a
 * page a person sends as a portfolio: who they are, their figures and links, and the reviews they
 * received. Never an e-mail address. The card's classes are global
 * (shared/src/ui/public-profile.css): the server paints the same card before any script runs
 * (api/src/portal/profile-paint.ts), and this one replaces it in the same place.
 */
export function PublicProfileCard({ username }: { username: string }) {
  const profile = usePublicProfile(username);
  const isBrand = useAuthStore((state) => state.user?.role) === 'brand';
  const { t, language } = useProfileTexts();
  // The server's card lies over the page until this one is rendered in its place: it goes before
  // the browser paints, so the reader never sees the shell's loading frames.
  useLayoutEffect(() => {
    if (!profile.isPending) endFirstPaint();
  }, [profile.isPending]);

  if (profile.isPending) {
    return (
      <Page title={t('title')}>
        <p role="status" className={ui.muted}>
          {t('loading')}
        </p>
      </Page>
    );
  }
  if (profile.isError && errorStatus(profile.error) === 404) {
    return (
      <NotFoundPage
        back={<BackHome />}
        title={t('notFound.title')}
        text={t('notFound.text', { username })}
      />
    );
  }
  if (profile.isError) {
    return (
      <Page title={t('title')}>
        <ErrorBox>{t('loadFailed')}</ErrorBox>
        <Button onClick={() => void profile.refetch()}>{t('tryAgain')}</Button>
      </Page>
    );
  }

  const { data } = profile;
  const memberSince = formatMonth(dhakaDateTime(data.member_since).slice(0, 7), language);
  return (
    <div className="public-profile-page">
      <article className="public-profile">
        <Avatar picture={data.profile_picture} name={data.username} size={112} />
        <div className="public-profile-body">
          <h1 className="public-profile-name">{data.username}</h1>
          <p className="public-profile-tags">
            <span className="public-profile-role">{t(`role.${data.role}`)}</span>
            {data.category && (
              <span className="public-profile-category">
                <CategoryName category={data.category} />
              </span>
            )}
          </p>
          <p className="public-profile-member-since">{t('memberSince', { month: memberSince })}</p>
          <ProfileFacts profile={data} />
          <p className="public-profile-bio">{data.bio || t('noBio')}</p>
          <ProfileLinks profile={data} />
          {isBrand && data.role === 'influencer' && <BrandActions profile={data} />}
        </div>
      </article>
      {data.role === 'influencer' && <ProfilePackages username={data.username} />}
      <ProfileReviews username={data.username} />
    </div>
  );
}
