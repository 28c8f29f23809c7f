import { screen } from '@testing-library/react';
import { type UserEvent } from '@testing-library/user-event';

/** Clicks the button named `button` of an untouched form: each of `messages` must show. */
export const expectRequiredMessagesOnSubmit = async (
  user: UserEvent,
  button: RegExp,
  messages: readonly [string, ...string[]],
): Promise<void> => {
  await user.click(await screen.findByRole('button', { name: button }));
  const [first, ...rest] = messages;
  expect(await screen.findByText(first)).toBeInTheDocument();
  for (const message of rest) expect(screen.getByText(message)).toBeInTheDocument();
};
