/**
 * Passwords that appear at the top of every breach corpus, plus local favourites. Compared
 * case-insensitively after removing spaces, so "Password1!" and "P@ssw0rd" are refused even
 * though they satisfy the character-class rules.
 */
const COMMON = `
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa$$word
qwerty qwerty1 qwerty12 qwerty123 qwertyuiop qwerty1234 azerty 123456 1234567 12345678 123456789
1234567890 12345678910 111111 11111111 000000 00000000 123123 123123123 654321 987654321 112233
abc123 abc12345 abcd1234 a1b2c3d4 iloveyou iloveyou1 welcome welcome1 welcome12 welcome123
letmein letmein1 admin admin1 admin12 admin123 admin1234 administrator root toor changeme
changeme1 secret secret1 secret123 monkey dragon dragon1 football football1 baseball sunshine
sunshine1 princess princess1 superman batman trustno1 master master1 shadow michael jennifer
starwars whatever freedom hello123 hello1234 computer internet summer summer1 summer2024
summer2025 summer2026 winter winter1 spring autumn january february december loveme lovely
liverpool chelsea arsenal manchester barcelona football123 soccer soccer1 hockey killer
qazwsx qazwsxedc zaq12wsx 1qaz2wsx 1q2w3e4r 1q2w3e4r5t 1qazxsw2 asdfghjkl asdfgh zxcvbnm
zxcvbn q1w2e3r4 passwordpassword mypassword newpassword password! password1! password123!
welcome1! welcome123! admin123! qwerty123! abc123! test test1 test123 test1234 guest guest123
user user123 login login123 access access123 master123 hotel hotel123 hotel1234 malawi
malawi1 malawi123 malawi2024 malawi2025 malawi2026 lilongwe lilongwe1 lilongwe123 blantyre
blantyre123 zomba mzuzu umodzi umodzi123 kwacha kwacha123 flames flames123 chichewa
`;

const commonSet = new Set(COMMON.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  const normalised = password.toLowerCase().replace(/\s+/g, "");
  if (commonSet.has(normalised)) return true;
  // "Password1!" style: a common word with up to six digits or symbols around it (years, "!", "123").
  const stem = normalised.replace(/[^a-z]+$/u, "").replace(/^[^a-z]+/u, "");
  return stem.length > 0 && stem.length >= normalised.length - 6 && commonSet.has(stem);
}
