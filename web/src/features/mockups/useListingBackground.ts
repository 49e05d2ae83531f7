import { MOCKUP_MSG } from '@pressrun/domain';
import { useEffect, useRef, useState } from 'react';
import type { MockupRender } from './api';

const HEX = /^#[0-9a-f]{6}$/;
const FIRST_COLOUR = '#f4e9d8';

export type ListingMode = 'white' | 'grey' | 'colour';

/**
 * The listing photos' background (white, studio grey or a colour the user picks), its photos asked
 * for once per render, and the error asking for them, with a retry.
 */
export function useListingBackground(
  job: MockupRender | null,
  onBackground: (background: string) => Promise<void>,
) {
  const [mode, setMode] = useState<ListingMode>('white');
  const [colour, setColour] = useState(FIRST_COLOUR);
  // What the colour field shows while being typed or dragged; the photos follow once it is settled.
  const [colourDraft, setColourDraft] = useState(FIRST_COLOUR);
  const commitColour = (value: string) => {
    const hex = value.trim().toLowerCase();
    if (HEX.test(hex)) setColour(hex);
  };
  const background = mode === 'colour' ? colour : mode;
  // An error asking for a background's photos, shown while that background is the one chosen.
  const [askFailure, setAskFailure] = useState<{ background: string; message: string } | null>(null);
  const askError = askFailure?.background === background ? askFailure.message : null;
  const setAskError = (message: string | null) => setAskFailure(message ? { background, message } : null);
  const state = job?.listingBackgrounds?.find((b) => b.background === background)?.status;

  // Ask for the chosen background's photos once per render (white comes with the render itself).
  const asked = useRef(new Set<string>());
  const jobId = job?.id;
  const known = Boolean(state);
  useEffect(() => {
    if (!jobId || known || !job?.listingBackgrounds) return;
    const key = `${jobId}|${background}`;
    if (asked.current.has(key)) return;
    asked.current.add(key);
    onBackground(background)
      .then(() => setAskFailure((f) => (f?.background === background ? null : f)))
      .catch((e: unknown) => {
        asked.current.delete(key);
        setAskFailure({ background, message: e instanceof Error ? e.message : MOCKUP_MSG.listingsFailed });
      });
  }, [jobId, known, background, onBackground, job?.listingBackgrounds]);

  const retry = () => {
    setAskError(null);
    onBackground(background).catch((e: unknown) =>
      setAskError(e instanceof Error ? e.message : MOCKUP_MSG.listingsFailed),
    );
  };

  return {
    mode,
    setMode,
    colourDraft,
    setColourDraft,
    commitColour,
    background,
    /** the chosen background's photos could not be made */
    stateFailed: state === 'failed',
    askError,
    retry,
  };
}

export type ListingBackground = ReturnType<typeof useListingBackground>;
