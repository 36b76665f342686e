import { useId } from 'react';

interface SearchFieldProps {
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}

/** The search box of a list's toolbar; "/" focuses it (Shell looks for [data-search]). */
export function SearchField({ placeholder, value, onChange, maxLength }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="toolbar-field toolbar-grow">
      <label htmlFor={id}>Search</label>
      <input
        id={id}
        data-search
        type="search"
        placeholder={`${placeholder}  ( / )`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={maxLength}
      />
    </div>
  );
}
