import { Link } from 'react-router-dom';
import { useAuthStore } from '@portal/shared/auth-store';
import './landing-page-styles';

export default function LandingPage() {
  const signedIn = useAuthStore((state) => state.user !== null);
  return (
    <div className="landing">
      <section className="landing__hero">
        <h1 className="landing__title">Where Bangladeshi brands and influencers work together</h1>
        <p className="landing__lead">
          Brands post campaigns and pay through bKash or Nagad. Influencers apply, deliver and
          withdraw their earnings.
        </p>
        <div className="landing__actions">
          {signedIn ? (
            <Link className="portal-button" to="/dashboard">
              Go to Dashboard
            </Link>
          ) : (
            <>
              <Link className="portal-button" to="/register?role=brand">
                I&apos;m a Brand
              </Link>
              <Link
                className="portal-button portal-button--secondary"
                to="/register?role=influencer"
              >
                I&apos;m an Influencer
              </Link>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
