import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Icon } from "./Icon";

/** Counts above this show as "99+". */
export const BADGE_MAX = 99;

export interface CountLinkProps {
  to: string;
  icon: string;
  /** The link's name, which says the count too (the number itself is hidden from it). */
  label: string;
  count: number;
}

/** A top-bar icon link with a count in its corner (notifications, chats). */
export function CountLink({ to, icon, label, count }: CountLinkProps) {
  const intl = useIntl();
  return (
    <Entry to={to} aria-label={label} title={label}>
      <Icon src={icon} size={22} />
      {count > 0 && (
        <Count aria-hidden="true">
          {count > BADGE_MAX
            ? intl.formatMessage(
                { id: "notifications.badge.more", defaultMessage: "{max}+" },
                { max: BADGE_MAX },
              )
            : count}
        </Count>
      )}
    </Entry>
  );
}

const Entry = styled(Link)`
  position: relative;
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Count = styled.span`
  position: absolute;
  inset-block-start: -2px;
  inset-inline-end: -4px;
  min-inline-size: 1.25rem;
  padding-inline: 4px;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.25rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
`;
