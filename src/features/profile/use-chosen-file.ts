import { useEffect, useRef, useState } from 'react';

/**
 * The chosen file and an object URL of it (the empty place shows what will be added), made when a
 * file is chosen and revoked when another replaces it or the page goes.
 */
export function useChosenFile() {
  const [chosen, setChosen] = useState<{ file: File; preview: string | null } | null>(null);
  const last = useRef<string | null>(null);
  useEffect(() => () => {
    if (last.current) URL.revokeObjectURL(last.current);
  }, []);
  function choose(file: File | null) {
    if (last.current) URL.revokeObjectURL(last.current);
    const preview = file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    last.current = preview;
    setChosen(file ? { file, preview } : null);
  }
  return { file: chosen?.file ?? null, preview: chosen?.preview ?? null, choose };
}
