import { useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { Icon } from "./Icon";
import userIcon from "./icons/user.svg";

/** The account fields an avatar reads; server account objects fit it as they are. */
export interface AvatarAccount {
  acct: string;
  avatar: string;
  avatar_static: string;
  avatar_description?: string | null;
}

export interface AvatarProps {
  account: AvatarAccount;
  /** Edge length in px. */
  size?: number;
  /** Operator setting autoPlayGif: false shows `avatar_static`. */
  animate?: boolean;
  /** Overrides the alt text; pass "" when a name beside it already says who. */
  alt?: string;
  className?: string;
}

/** An account's picture; shows a missing-avatar icon when the image fails (spec 01 section 2). */
export function Avatar({
  account,
  size = 48,
  animate = true,
  alt,
  className,
}: AvatarProps) {
  const intl = useIntl();
  const src =
    animate || !account.avatar_static ? account.avatar : account.avatar_static;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const description = account.avatar_description?.trim() ?? "";
  const text =
    alt ??
    (description !== ""
      ? description
      : intl.formatMessage(
          { id: "avatar.alt", defaultMessage: "Avatar of @{acct}" },
          { acct: account.acct },
        ));

  if (!src || failedSrc === src) {
    return (
      <Missing
        className={className}
        $size={size}
        {...(text
          ? { role: "img", "aria-label": text }
          : { "aria-hidden": true })}
      >
        <Icon src={userIcon} size={Math.round(size * 0.6)} />
      </Missing>
    );
  }
  return (
    <Image
      className={className}
      $size={size}
      src={src}
      alt={text}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}

const Image = styled.img<{ $size: number }>`
  display: block;
  flex-shrink: 0;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Missing = styled.span<{ $size: number }>`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.mutedText};
  background: ${({ theme }) => theme.colors.skeleton};
`;
