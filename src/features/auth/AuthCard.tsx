import type { ReactNode } from "react";
import styled from "styled-components";

export interface AuthCardProps {
  /** The screen's heading. */
  title: ReactNode;
  children: ReactNode;
}

/** The centred card the sign-in screens share. */
export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <Card>
      <Title>{title}</Title>
      {children}
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  max-inline-size: 32rem;
  margin: ${({ theme }) => theme.space.xl} auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
