/** Calling codes offered first in the mobile number field; visitors to Dubai come mostly from these. */
export const COUNTRY_CODES: { code: string; country: string; iso: string }[] = [
  { code: '+971', country: 'United Arab Emirates', iso: 'AE' },
  { code: '+966', country: 'Saudi Arabia', iso: 'SA' },
  { code: '+974', country: 'Qatar', iso: 'QA' },
  { code: '+965', country: 'Kuwait', iso: 'KW' },
  { code: '+973', country: 'Bahrain', iso: 'BH' },
  { code: '+968', country: 'Oman', iso: 'OM' },
  { code: '+91', country: 'India', iso: 'IN' },
  { code: '+92', country: 'Pakistan', iso: 'PK' },
  { code: '+880', country: 'Bangladesh', iso: 'BD' },
  { code: '+63', country: 'Philippines', iso: 'PH' },
  { code: '+60', country: 'Malaysia', iso: 'MY' },
  { code: '+65', country: 'Singapore', iso: 'SG' },
  { code: '+62', country: 'Indonesia', iso: 'ID' },
  { code: '+86', country: 'China', iso: 'CN' },
  { code: '+81', country: 'Japan', iso: 'JP' },
  { code: '+82', country: 'South Korea', iso: 'KR' },
  { code: '+61', country: 'Australia', iso: 'AU' },
  { code: '+44', country: 'United Kingdom', iso: 'GB' },
  { code: '+353', country: 'Ireland', iso: 'IE' },
  { code: '+49', country: 'Germany', iso: 'DE' },
  { code: '+33', country: 'France', iso: 'FR' },
  { code: '+39', country: 'Italy', iso: 'IT' },
  { code: '+34', country: 'Spain', iso: 'ES' },
  { code: '+31', country: 'Netherlands', iso: 'NL' },
  { code: '+7', country: 'Russia / Kazakhstan', iso: 'RU' },
  { code: '+90', country: 'Türkiye', iso: 'TR' },
  { code: '+20', country: 'Egypt', iso: 'EG' },
  { code: '+27', country: 'South Africa', iso: 'ZA' },
  { code: '+234', country: 'Nigeria', iso: 'NG' },
  { code: '+1', country: 'United States / Canada', iso: 'US' },
  { code: '+55', country: 'Brazil', iso: 'BR' },
];

const BY_LENGTH = [...COUNTRY_CODES].sort((a, b) => b.code.length - a.code.length);

/** Splits a stored "+971 50 123 4567" into the code and the rest, for the two inputs. */
export function splitMobile(mobileNumber: string): { code: string; number: string } {
  const value = mobileNumber.trim();
  const match = BY_LENGTH.find((c) => value.startsWith(c.code));
  if (!match) return { code: '+971', number: value.replace(/^\+/, '') };
  return { code: match.code, number: value.slice(match.code.length).trim() };
}

export function joinMobile(code: string, number: string): string {
  const digits = number.trim();
  return digits ? `${code} ${digits}` : '';
}
