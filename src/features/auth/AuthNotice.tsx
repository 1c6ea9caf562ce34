import type { ReactNode } from "react";
import styled from "styled-components";

export interface AuthNoticeProps {
  children: ReactNode;
}

/** Why the reader is here again (an ended session, a failed sign-in), announced. */
export function AuthNotice({ children }: AuthNoticeProps) {
  return <Notice role="alert">{children}</Notice>;
}

const Notice = styled.p`
  align-self: stretch;
  padding: ${({ theme }) => theme.space.md};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.dangerText};
  text-align: start;
`;
