import { useId, type ReactNode } from "react";
import styled from "styled-components";

export interface EventSectionProps {
  title: ReactNode;
  children: ReactNode;
}

/** A titled part of the event's Information tab. */
export function EventSection({ title, children }: EventSectionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {children}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
