/* Easter Sunday over several test cases.  Input: T (1 <= T <= 10^5), then T years Y
   (1583 <= Y <= 10^15), every number as scanf's %lld reads it.  Easter Sunday in the Gregorian
   calendar, as the anonymous algorithm of Meeus, Jones and Butcher computes it: a = Y mod 19,
   b = Y / 100, c = Y mod 100, d = b / 4, e = b mod 4, f = (b + 8) / 25, g = (b - f + 1) / 3,
   h = (19a + b - d - g + 15) mod 30, i = c / 4, k = c mod 4, l = (32 + 2e + 2i - h - k) mod 7,
   m = (a + 11h + 22l) / 451; then t = h + l - 7m + 114 gives the month t / 31 and the day
   t mod 31 + 1 (divisions rounded down).  Output per case: "YYYY-MM-DD day D", the year as
   many digits as it has, and D the day of the year (1 January is day 1; a leap year is
   divisible by 4, but not by 100 unless by 400).  Then "march M april A", the cases whose
   Easter is in March and in April, and "earliest Y1 latest Y2": the case whose Easter comes
   earliest in its year and the one whose Easter comes latest (of equal dates the first case
   given), by their years. */
#include <stdio.h>

static int leap(long long y) {
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

int main(void) {
    long t;
    if (scanf("%ld", &t) != 1 || t < 1 || t > 100000) return 1;
    long march = 0, april = 0;
    long long first_year = 0, last_year = 0;
    int first_day = 0, last_day = 0;  /* as month * 100 + day */
    for (long i = 0; i < t; i++) {
        long long y;
        if (scanf("%lld", &y) != 1 || y < 1583 || y > 1000000000000000LL) return 1;
        long long a = y % 19, b = y / 100, c = y % 100;
        long long d = b / 4, e = b % 4, f = (b + 8) / 25, g = (b - f + 1) / 3;
        long long h = (19 * a + b - d - g + 15) % 30;
        long long ii = c / 4, k = c % 4;
        long long l = (32 + 2 * e + 2 * ii - h - k) % 7;
        long long m = (a + 11 * h + 22 * l) / 451;
        int when = (int)(h + l - 7 * m + 114);
        int month = when / 31, day = when % 31 + 1;
        int yday = (month == 3 ? 59 : 90) + leap(y) + day;
        printf("%04lld-%02d-%02d day %d\n", y, month, day, yday);
        if (month == 3) march++;
        else april++;
        int key = month * 100 + day;
        if (i == 0 || key < first_day) {
            first_day = key;
            first_year = y;
        }
        if (i == 0 || key > last_day) {
            last_day = key;
            last_year = y;
        }
    }
    printf("march %ld april %ld\n", march, april);
    printf("earliest %lld latest %lld\n", first_year, last_year);
    return 0;
}
