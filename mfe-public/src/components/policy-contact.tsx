import { Link } from '@portal/shared/router';
import { SUPPORT_EMAIL } from '@portal/shared/product';

/**
 * What the policies' closing sentence ("Questions: <mail>{{email}}</mail>, or see
 * <contact>Contact</contact> …") names: the support address and the pages to read next.
 */
export const POLICY_CONTACT = {
  values: { email: SUPPORT_EMAIL },
  elements: {
    mail: <a href={`mailto:${SUPPORT_EMAIL}`} />,
    contact: <Link to="/contact" />,
    privacy: <Link to="/privacy-policy" />,
  },
};
