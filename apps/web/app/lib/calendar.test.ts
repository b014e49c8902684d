import { describe, expect, it } from 'vitest';
import { argentinaDay, formatLongDate, formatWeekdayDate } from './calendar';

const day = (ymd: string) => new Date(`${ymd}T00:00:00Z`);

describe('argentinaDay', () => {
  it("uses Argentina's date, not UTC's", () => {
    // 02:00 UTC on the 24th is still the 23rd in Buenos Aires (UTC−3).
    expect(argentinaDay(new Date('2026-11-24T02:00:00Z'))).toEqual(day('2026-11-23'));
    expect(argentinaDay(new Date('2026-11-24T03:00:00Z'))).toEqual(day('2026-11-24'));
    expect(argentinaDay(new Date('2027-01-01T01:30:00Z'))).toEqual(day('2026-12-31'));
  });

  it('agrees with the time-zone database all year round', () => {
    const ymd = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Argentina/Buenos_Aires',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (let hour = 0; hour < 366 * 24; hour += 5) {
      const now = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      expect(argentinaDay(now)).toEqual(day(ymd.format(now)));
    }
  });
});

describe('formatWeekdayDate', () => {
  it('writes weekday, day and month in Spanish without a comma', () => {
    expect(formatWeekdayDate(day('2026-11-24'))).toBe('martes 24 de noviembre');
    expect(formatWeekdayDate(day('2026-11-25'))).toBe('miércoles 25 de noviembre');
    expect(formatWeekdayDate(day('2027-01-02'))).toBe('sábado 2 de enero');
  });

  it('matches the browser formatter for every day of a year', () => {
    const weekday = new Intl.DateTimeFormat('es-AR', { weekday: 'long', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat('es-AR', { month: 'long', timeZone: 'UTC' });
    for (let d = 0; d < 366; d += 1) {
      const date = new Date(Date.UTC(2027, 0, 1) + d * 86_400_000);
      expect(formatWeekdayDate(date)).toBe(
        `${weekday.format(date)} ${date.getUTCDate()} de ${month.format(date)}`,
      );
    }
  });
});

describe('formatLongDate', () => {
  it('writes a calendar day in full', () => {
    expect(formatLongDate('2027-01-21')).toBe('21 de enero de 2027');
    expect(formatLongDate('2026-09-01T00:00:00.000Z')).toBe('1 de septiembre de 2026');
  });

  it('shows anything that is not a date as given', () => {
    expect(formatLongDate('pronto')).toBe('pronto');
  });
});
