import styled from "styled-components";

/** The card under the event header that holds its participants or its requests. */
export const EventPanel = styled.div`
  margin-block-start: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;
