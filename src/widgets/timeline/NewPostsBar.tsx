import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Icon } from "../../components/Icon";
import arrowUp from "../../components/icons/chevron-up.svg";

export interface NewPostsBarProps {
  /** Queued posts; the bar shows only when there are some. */
  count: number;
  onShow: () => void;
}

/**
 * The sticky "N new posts" pill over a timeline the reader has scrolled down.
 * It takes no height, so appearing never moves the posts under it.
 */
export function NewPostsBar({ count, onShow }: NewPostsBarProps) {
  if (count === 0) return null;
  return (
    <Sticky>
      <Pill type="button" onClick={onShow}>
        <Icon src={arrowUp} size={16} />
        <FormattedMessage
          id="timeline.newPosts.button"
          defaultMessage="{count, plural, one {# new post} other {# new posts}}"
          values={{ count }}
        />
      </Pill>
    </Sticky>
  );
}

const Sticky = styled.div`
  position: sticky;
  inset-block-start: calc(var(--pl-top-bar-height, 0px) + 4rem);
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  justify-content: center;
  block-size: 0;
  overflow: visible;
`;

const Pill = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  block-size: fit-content;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;
