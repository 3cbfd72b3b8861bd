/**
 * A "Continue on WhatsApp" address (wa.me) for the hotel's number from the settings, with the
 * guest's reference in the prefilled text; null when no usable number is set. Isomorphic.
 */
export function whatsappLink(number: string, text: string): string | null {
  const digits = number.replace(/\D/g, "");
  if (digits.length < 8) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

export const whatsappTextFor = (hotelName: string, reference: string) =>
  `Hello ${hotelName}, I have just sent event quotation request ${reference} and would like to continue here.`;
