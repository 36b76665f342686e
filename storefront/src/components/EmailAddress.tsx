import { Fragment } from 'react';

/**
 * An e-mail address that a narrow screen breaks only before its "@" and after its dots, never in
 * the middle of a word (the text around it may break anywhere it needs to).
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=@)|(?<=\.)/);
  return (
    <span className="email-address">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
