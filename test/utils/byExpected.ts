/**
 * `it.each` rows `[input, expected]` from cases grouped by what they give, for a table where
 * many inputs share an outcome (accepted or refused, a band, a fallback): each group reads as
 * the rule it states, and every input is still its own test.
 */
export const byExpected = <Input, Expected>(
  groups: readonly (readonly [Expected, readonly Input[]])[],
): [Input, Expected][] =>
  groups.flatMap(([expected, inputs]) =>
    inputs.map((input): [Input, Expected] => [input, expected]),
  );
