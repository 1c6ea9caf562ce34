import { FormattedMessage } from "react-intl";
import { Link, useLocation } from "react-router-dom";
import styled from "styled-components";
import { StyledButton } from "./Button";
import { paths } from "../utils/paths";

export interface SignInLinkProps {
  /** Looks like a button (in a message), rather than the top bar's text link. */
  asButton?: boolean;
}

/** "Sign in": the sign-in screen, which brings the visitor back here. */
export function SignInLink({ asButton = false }: SignInLinkProps) {
  const location = useLocation();
  const to = paths.login(`${location.pathname}${location.search}`);
  const label = (
    <FormattedMessage id="auth.menu.signIn" defaultMessage="Sign in" />
  );
  if (!asButton) return <TextLink to={to}>{label}</TextLink>;
  return (
    <StyledButton
      as={Link}
      to={to}
      $variant="primary"
      $size="md"
      $block={false}
    >
      {label}
    </StyledButton>
  );
}

const TextLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.link};
`;
