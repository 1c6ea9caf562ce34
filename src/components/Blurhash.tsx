import { decode, isBlurhashValid } from "blurhash";
import { useEffect, useRef } from "react";
import styled from "styled-components";

/** Decoded edge length; CSS scales it up smoothly, so more pixels buy nothing. */
const DECODE_SIZE = 32;

export interface BlurhashProps {
  /** The media's blurhash; invalid hashes render nothing. */
  hash: string | null | undefined;
  className?: string;
}

/** A blurred placeholder decoded from a blurhash into a 32×32 canvas, filling its box. */
export function Blurhash({ hash, className }: BlurhashProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const valid = !!hash && isBlurhashValid(hash).result;

  useEffect(() => {
    const context = canvasRef.current?.getContext("2d");
    if (!valid || !hash || !context) return;
    const pixels = decode(hash, DECODE_SIZE, DECODE_SIZE);
    const image = context.createImageData(DECODE_SIZE, DECODE_SIZE);
    image.data.set(pixels);
    context.putImageData(image, 0, 0);
  }, [hash, valid]);

  if (!valid) return null;
  return (
    <Canvas
      ref={canvasRef}
      className={className}
      width={DECODE_SIZE}
      height={DECODE_SIZE}
      aria-hidden="true"
    />
  );
}

const Canvas = styled.canvas`
  display: block;
  inline-size: 100%;
  block-size: 100%;
`;
