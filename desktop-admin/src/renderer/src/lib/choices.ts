export interface Choice {
  value: string;
  label: string;
}

/**
 * A select's choices, keeping the value the record already has even when the list does not offer
 * it (not loaded yet, or gone since): a select without its value shows and saves the first choice,
 * so opening an editor and saving it would otherwise change what nobody touched.
 */
export function choicesKeeping(choices: readonly Choice[], current: string): readonly Choice[] {
  return !current || choices.some((c) => c.value === current)
    ? choices
    : [{ value: current, label: current }, ...choices];
}
