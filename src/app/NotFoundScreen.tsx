import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { paths } from "../utils/paths";

/** The generic not-found page (spec 01 section 2: any other path). */
export function NotFoundScreen() {
  return (
    <Wrapper id="main" tabIndex={-1}>
      <h1>
        <FormattedMessage
          id="app.notFound.title"
          defaultMessage="Page not found"
        />
      </h1>
      <p>
        <FormattedMessage
          id="app.notFound.body"
          defaultMessage="The page you are looking for isn't here. It may have been deleted, or the address may be mistyped."
        />
      </p>
      <Link to={paths.home()}>
        <FormattedMessage
          id="app.notFound.home"
          defaultMessage="Go to the home page"
        />
      </Link>
    </Wrapper>
  );
}

const Wrapper = styled.main`
  max-inline-size: 36rem;
  margin-block: ${({ theme }) => theme.space.xl};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-block-end: ${({ theme }) => theme.space.md};
  }

  p {
    color: ${({ theme }) => theme.colors.mutedText};
    margin-block-end: ${({ theme }) => theme.space.lg};
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;
