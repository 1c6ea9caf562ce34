import styled from "styled-components";

/** A tile of the stories strip: a circle with a name under it. */
export const Tile = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  inline-size: 4.5rem;
  padding: ${({ theme }) => theme.space.xxs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  background: none;
  cursor: pointer;
`;

/** Up to two lines ("Add to your story"), a long handle cut short. */
export const Name = styled.span`
  display: -webkit-box;
  max-inline-size: 100%;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  overflow-wrap: anywhere;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;
