/** A form-level error above the fields, announced when it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="profile-form__alert" role="alert">
      {message}
    </p>
  );
}
