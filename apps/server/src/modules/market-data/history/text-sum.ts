import type Decimal from 'decimal.js';

/** Plain decimal text: what TextSum adds as an integer. Anything else Decimal reads ('1e-8') goes to `rest`. */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
const TEN = 10n;

/**
 * An exact sum of decimal texts, kept as one integer count of units of 10^-decimals: adding a text is one
 * BigInt, not a Decimal parsed and added. Made for the rolling windows' rebuild (SettledMinutes), whose
 * packed volumes are Decimal's own strings: plain decimals, in exponent notation only under 1e-6 or from
 * 1e21, which `rest` adds as Decimals. The total is a Decimal of the constructor given (its precision).
 */
export class TextSum {
  private units = 0n;
  private decimals = 0;
  private rest: Decimal;

  constructor(private readonly Exact: Decimal.Constructor) {
    this.rest = new Exact(0);
  }

  add(text: string): void {
    if (!PLAIN_DECIMAL.test(text)) {
      this.rest = this.rest.add(text);
      return;
    }
    const dot = text.indexOf('.');
    const fraction = dot < 0 ? '' : text.slice(dot + 1);
    if (fraction.length > this.decimals) {
      this.units *= TEN ** BigInt(fraction.length - this.decimals);
      this.decimals = fraction.length;
    }
    const units = BigInt(dot < 0 ? text : text.slice(0, dot) + fraction);
    this.units +=
      fraction.length === this.decimals ? units : units * TEN ** BigInt(this.decimals - fraction.length);
  }

  total(): Decimal {
    return new this.Exact(`${this.units}e-${this.decimals}`).add(this.rest);
  }
}
