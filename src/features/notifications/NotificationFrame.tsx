import { useId, type ReactNode } from "react";
import styled from "styled-components";
import { Icon } from "../../components/Icon";
import { RelativeTime } from "../../components/RelativeTime";

export interface NotificationFrameProps {
  /** SVG URL of the type's icon. */
  icon: string;
  /** The sentence saying what happened; it names the row. */
  message: ReactNode;
  /** When the newest notification of the row arrived. */
  time: string | null;
  /** Above the message: the actors' avatars. */
  avatars?: ReactNode;
  /** Below the message: the post, the account, buttons. */
  children?: ReactNode;
}

/** One notification row that is not a post: icon, avatars, message, time, details. */
export function NotificationFrame({
  icon,
  message,
  time,
  avatars,
  children,
}: NotificationFrameProps) {
  const messageId = useId();
  return (
    <Row aria-labelledby={messageId}>
      <Kind>
        <Icon src={icon} size={20} />
      </Kind>
      <Content>
        {avatars}
        <Message>
          <span id={messageId}>{message}</span>
          {time !== null && (
            <Time>
              <RelativeTime date={time} />
            </Time>
          )}
        </Message>
        {children}
      </Content>
    </Row>
  );
}

const Row = styled.article`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
`;

const Kind = styled.div`
  flex: 0 0 auto;
  inline-size: 32px;
  display: flex;
  justify-content: center;
  color: ${({ theme }) => theme.colors.primary};
`;

const Content = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
`;

const Message = styled.p`
  overflow-wrap: anywhere;

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;

const Time = styled.span`
  margin-inline-start: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
