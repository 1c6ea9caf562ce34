import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Spinner } from "./Spinner";

/** Full-page loading state shown until the messages and the app are ready (spec 01 section 2). */
export function LoadingScreen() {
  return (
    <Screen role="status">
      <Spinner size={40} decorative />
      <Text>
        <FormattedMessage
          id="loadingScreen.loading"
          defaultMessage="Loading…"
        />
      </Text>
    </Screen>
  );
}

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  min-block-size: 100vh;
  padding: ${({ theme }) => theme.space.xl};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
