import { useContext, type ReactNode } from "react";
import {
  FormattedMessage,
  IntlContext,
  IntlProvider,
  type IntlShape,
} from "react-intl";
import styled from "styled-components";

export interface ErrorScreenProps {
  /** The root path of the app (the router's base path). */
  homeHref: string;
}

function clearBrowserData() {
  for (const name of ["localStorage", "sessionStorage"] as const) {
    try {
      window[name].clear();
    } catch {
      // Disabled storage throws on access; there is nothing to clear then.
    }
  }
}

/**
 * The fallback screen for unexpected rendering failures (spec 01 section 8).
 * Both links load the root path afresh, so the broken state is dropped.
 */
export function ErrorScreen({ homeHref }: ErrorScreenProps) {
  // The failure may come from above the IntlProvider (a failed language load):
  // fall back to the English defaults rather than fail again.
  // react-intl types the context as always set; outside a provider it is null.
  const intl = useContext(IntlContext) as IntlShape | null;
  if (!intl) {
    return (
      <IntlProvider locale="en" defaultLocale="en">
        <ErrorScreen homeHref={homeHref} />
      </IntlProvider>
    );
  }
  return (
    <Screen>
      <Title>
        <FormattedMessage
          id="errorScreen.title"
          defaultMessage="Something went wrong."
        />
      </Title>
      <Body>
        <FormattedMessage
          id="errorScreen.body"
          defaultMessage="We're sorry for the interruption. If the problem persists, please reach out to our support team. You may also try to <link>clear cookies and browser data</link> (this will log you out)."
          values={{
            link: (chunks: ReactNode) => (
              <a key="clear" href={homeHref} onClick={clearBrowserData}>
                {chunks}
              </a>
            ),
          }}
        />
      </Body>
      <HomeLink href={homeHref}>
        <FormattedMessage id="errorScreen.home" defaultMessage="Return Home" />
      </HomeLink>
    </Screen>
  );
}

const Screen = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  max-inline-size: 36rem;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  text-align: center;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Body = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
`;

const HomeLink = styled.a`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
