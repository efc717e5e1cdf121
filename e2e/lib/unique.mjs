// Values no other test uses: the API holds one live application per institution RUT and per address
// (spec section 5), and every e2e file runs against the same database.
let counter = 0;

/** A valid RUT (check digit by modulo 11) from the clock, a counter and chance. */
export function uniqueRut() {
  counter += 1;
  const body = String(60_000_000 + ((Date.now() + counter * 7919 + Math.floor(Math.random() * 1000)) % 9_000_000));
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i -= 1) {
    sum += Number(body[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  const dv = rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
  return `${body.slice(0, 2)}.${body.slice(2, 5)}.${body.slice(5)}-${dv}`;
}

/** A street address of its own, derived from a RUT. */
export const addressFor = (street, rut) => `${street} ${rut.replace(/\D/g, '').slice(2)}`;
