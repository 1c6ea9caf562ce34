import { useId, type ReactNode } from "react";
import styled from "styled-components";
import { FieldErrors } from "./FieldErrors";

export interface SettingsSectionProps {
  title: ReactNode;
  /** What the section does, under its heading. */
  description?: ReactNode;
  children: ReactNode;
}

/** One part of a settings screen: a region named by its heading. */
export function SettingsSection({
  title,
  description,
  children,
}: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {description && <Description>{description}</Description>}
      {children}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  /* The page already pads the sides. */
  padding-block: ${({ theme }) => theme.space.lg};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** A settings form: its fields one under another, at a readable width. */
export const SettingsForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-inline-size: 28rem;
`;

/** The buttons at the foot of a settings form. */
export const FormButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** What a form's last submission came to, said politely. */
export const FormOutcome = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

/** A refusal's reasons that no field of the form takes. */
export function FormReasons({ messages }: { messages: readonly string[] }) {
  const id = useId();
  return <FieldErrors id={id} messages={messages} />;
}
