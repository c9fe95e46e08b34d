/** A chat's "read answers aloud" switch (concierge, AI Guide); the kernel speaks while it is on. */
export function VoiceToggle({
  checked,
  onChange,
  label,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  testId: string;
}) {
  return (
    <label className="toggle">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />{' '}
      {label}
    </label>
  );
}
