import { useEffect, useState } from "react";

/**
 * A `data:` URL showing a chosen image, for its preview; null until it is
 * read, and for no file. Read rather than given an object URL, which would
 * have to be revoked exactly once even when React runs effects twice.
 */
export function useFilePreview(file: Blob | null): string | null {
  const [read, setRead] = useState<{ file: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === "string")
        setRead({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      reader.onload = null;
      reader.abort();
    };
  }, [file]);
  return file !== null && read?.file === file ? read.url : null;
}
